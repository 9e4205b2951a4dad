/// Reads and checks `course.json`.
///
/// The format version is read first: a course written for a newer format is refused with one
/// problem and nothing else is checked, since its fields may mean something this version does
/// not know.
struct CourseManifestReader {
  /// What `course.json` says.
  struct Manifest {
    var title: String?
    var formatVersion: Int
    var welcome: String?
    /// The module folders in course order, with the line each is listed on.
    var modules: [(id: String, line: Int)]
    /// The line of the `modules` array, for problems about folders it leaves out; `nil` when the
    /// array is missing or not an array.
    var modulesLine: Int?
  }

  static let path = "course.json"
  let files: CourseFiles

  /// The manifest, or `nil` when the course cannot be read any further.
  func read() -> Manifest? {
    guard let json = files.json(Self.path) else { return nil }
    let file = SourceFile(Self.path, log: files.log)
    let root = json.document.root
    guard let version = readFormatVersion(root, file: file) else { return nil }
    guard
      let fields = JSONFields(
        root, path: "", allowed: ["formatVersion", "title", "welcome", "modules"], file: file)
    else { return nil }
    var manifest = Manifest(
      title: fields.string("title", required: true), formatVersion: version,
      welcome: fields.string("welcome", required: false), modules: [], modulesLine: nil)
    guard let modulesValue = fields.value("modules", required: true),
      let elements = file.array(modulesValue, name: "modules")
    else { return manifest }
    manifest.modulesLine = modulesValue.position.line
    if elements.isEmpty { file.report(at: modulesValue.position, "\"modules\" must not be empty") }
    for (index, element) in elements.enumerated() {
      guard let id = file.nonBlankString(element, name: "modules[\(index)]") else { continue }
      if let first = manifest.modules.first(where: { $0.id == id }) {
        file.report(
          at: element.position, "module \"\(id)\" is listed twice (first at line \(first.line))")
      } else if !FolderName.isValid(id) {
        file.report(
          at: element.position, "module \"\(id)\" must be a folder name like \"01-short-name\"")
      } else if files.kind(id) != .directory {
        file.report(at: element.position, "module folder \"\(id)\" does not exist")
      } else {
        if let twin = manifest.modules.first(where: {
          FolderName.number($0.id) == FolderName.number(id)
        }) {
          file.report(
            at: element.position,
            "module number \(FolderName.number(id)) is also used by \"\(twin.id)\"")
        }
        manifest.modules.append((id, element.position.line))
      }
    }
    return manifest
  }

  /// The format version if this version of Layoutlings can read it; reports why not otherwise.
  private func readFormatVersion(_ root: JSONValue, file: SourceFile) -> Int? {
    guard let object = root.objectValue else {
      file.report(
        at: root.position, "the top level must be an object, found \(root.typeDescription)")
      return nil
    }
    guard let value = object["formatVersion"] else {
      file.report(at: root.position, "missing field \"formatVersion\"")
      return nil
    }
    guard let version = value.numberValue?.intValue else {
      let found = value.numberValue.map { "the number \($0.literal)" } ?? value.typeDescription
      file.report(at: value.position, "\"formatVersion\" must be a whole number, found \(found)")
      return nil
    }
    guard version >= 1 else {
      file.report(at: value.position, "\"formatVersion\" must be 1 or more, found \(version)")
      return nil
    }
    guard version <= LessonCatalog.currentFormatVersion else {
      file.report(
        at: value.position,
        "this course is written in format version \(version), but this Layoutlings reads versions "
          + "up to \(LessonCatalog.currentFormatVersion); update Layoutlings to use it")
      return nil
    }
    return version
  }
}
