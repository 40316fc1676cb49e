V = "namespace portion"
