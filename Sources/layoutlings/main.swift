// The course's command-line entry point.
print("Layoutlings is being built: the lessons are not here yet.")
