"""Front end (tokenizer, parser, compiler), code objects, frames, tiers."""
