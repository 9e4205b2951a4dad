/// What watch mode does with the list picker's actions: its Enter watches the chosen exercise
/// and grades it, its `c` also makes it the learner's current exercise, and its `r` resets
/// after the picker asked (a reset of the watched file is then graded as any save).
extension WatchMachine {
  /// The effects of `action`; nil when the key is not the picker's and watch mode handles it.
  static func picked(_ action: ListPickerAction, _ state: inout WatchState) -> [WatchModeEffect]? {
    switch action {
    case .none:
      return []
    case .passThrough:
      return nil
    case .close:
      show(.verdict, &state)
      return []
    case .open(.exercise(let id)):
      state.message = "Watching \(id)…"
      return [.watchExercise(exerciseID: id, makeCurrent: false)]
    case .open(.lesson):
      state.message = "Lessons are read in the course: run layoutlings without a command."
      return []
    case .continueAt(let id):
      state.message = "Continuing at \(id)…"
      return [.watchExercise(exerciseID: id, makeCurrent: true)]
    case .reset(let id):
      state.message = "Resetting \(id)…"
      return [.reset(exerciseID: id)]
    }
  }
}
