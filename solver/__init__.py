"""solver layer of shardsat."""
