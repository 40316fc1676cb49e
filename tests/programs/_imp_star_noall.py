public = 1
_private = 2


def helper():
    return "helper"
