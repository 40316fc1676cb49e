# uncaught TypeError for int + str
a = 1
b = "2"
print("adding")
c = a + b
