"""ir layer of shardsat."""
