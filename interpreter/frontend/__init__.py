"""Front end: tokenizer, parser, symbol tables, compiler to tier-0 bytecode."""
