/// What a key pressed in the list picker asks of the screen showing it.
enum ListPickerAction: Sendable, Equatable {
  /// Nothing beyond drawing the picker again.
  case none
  /// Close the picker.
  case close
  /// Open what the row leads to (`Enter`).
  case open(ListPickerTarget)
  /// Make the exercise the learner's current one and open it (`c`).
  case continueAt(exerciseID: String)
  /// Put the exercise's starter back, keeping the learner's file as a backup (`r`, then `y`).
  case reset(exerciseID: String)
  /// The key is not the picker's: the screen handles it as it would without the picker.
  case passThrough
}
