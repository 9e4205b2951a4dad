/// Where slow work in progress is shown: the screen's bottom line while a full-screen view
/// runs, a printed line otherwise. Whoever shows things sets `show`.
final class ProgressLine {
  /// Shows one line of progress; nil shows nothing.
  var show: ((String) -> Void)?
}
