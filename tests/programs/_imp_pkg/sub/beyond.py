from ... import nothing
