"""cost layer of shardsat."""
