"""model layer of shardsat."""
