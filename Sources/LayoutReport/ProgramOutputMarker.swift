/// The line the harness writes to the learner's standard output as it starts on each device, so
/// the grader can tell which device the program's own output (`print`) came from. It starts with
/// a control character no `print` of ordinary text writes; a program that writes it anyway only
/// changes how its own output is labelled.
public enum ProgramOutputMarker {
  /// What starts the marker; the device reference and a line feed follow.
  public static let prefix = "\u{1}layoutlings-device "

  /// The marker for `device` (a device reference as the plan spells it).
  public static func line(device: String) -> String {
    prefix + device + "\n"
  }
}
