/// What the course does with the list picker's actions: its Enter opens a page as `n` and `p`
/// do (focus, place saved, working copy prepared), its `c` does the same and says the exercise
/// is now the learner's current one (the saved place is where `next` and `watch` start), and
/// its `r` resets after the picker asked.
extension InteractiveMachine {
  /// The effects of `action`; nil when the key is not the picker's and the course handles it.
  static func picked(_ action: ListPickerAction, _ state: inout InteractiveState)
    -> [InteractiveEffect]?
  {
    switch action {
    case .none:
      return []
    case .passThrough:
      return nil
    case .close:
      show(.page, in: &state)
      return []
    case .open(.exercise(let id)):
      return open(exerciseID: id, &state)
    case .open(.lesson(let moduleID, let step)):
      guard let module = state.outline.modules.firstIndex(where: { $0.id == moduleID }),
        state.outline.contains(.lesson(module: module, step: step))
      else {
        state.message = "That lesson is no longer in the course."
        return []
      }
      return enter(.lesson(module: module, step: step), &state)
    case .continueAt(let id):
      let effects = open(exerciseID: id, &state)
      if state.focus == id {
        state.message = "\(id) is now your current exercise; next and watch start here too."
      }
      return effects
    case .reset(let id):
      state.message = "Resetting \(id)…"
      return [.reset(exerciseID: id)]
    }
  }

  private static func open(exerciseID id: String, _ state: inout InteractiveState)
    -> [InteractiveEffect]
  {
    guard let (module, index) = state.outline.locate(exerciseID: id) else {
      state.message = "\(id) is no longer in the course."
      return []
    }
    return enter(.exercise(module: module, index: index), &state)
  }
}
