"""experiments layer of shardsat."""
