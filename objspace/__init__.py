"""W_ objects (the values Python programs see) and the operations on them."""
