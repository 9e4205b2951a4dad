import Foundation

/// Where a page sits among its module's pages as the course's counter numbers them
/// (`page 4/17`): the credits have no number.
struct PagePlace: Sendable, Equatable {
  var number: Int?
  var count: Int
}

/// What a row of the list picker leads to when it is opened.
enum ListPickerTarget: Sendable, Hashable {
  /// Step `step` (0-based) of the lesson of the module with this id.
  case lesson(moduleID: String, step: Int)
  /// The exercise with this id.
  case exercise(String)
}

/// One row of the list picker: a module heading, a lesson, or an exercise.
enum ListPickerRow: Sendable, Equatable {
  /// A module's heading (`number` counts from 1); it cannot be selected.
  case module(number: Int, ModuleListing)
  /// A lesson: `step` is the page it opens; `title` is the step's title, or nil for the
  /// lesson as a whole (`pages` long). `place` is where the course's own page counter puts it
  /// (`page 4/17`), when known.
  case lesson(moduleID: String, step: Int, title: String?, pages: Int, place: PagePlace? = nil)
  /// An exercise, numbered as short names number it (`2.3`).
  case exercise(number: String, ExerciseListing)

  /// What opening the row leads to; nil for a heading.
  var target: ListPickerTarget? {
    switch self {
    case .module: return nil
    case .lesson(let moduleID, let step, _, _, _): return .lesson(moduleID: moduleID, step: step)
    case .exercise(_, let exercise): return .exercise(exercise.id)
    }
  }

  /// The title a lesson row shows: its step's (`Lesson, page 4/17: Centring`, numbered as the
  /// course's page counter numbers it when `place` says, else `Lesson, page 4: Centring`), or
  /// the whole lesson's length (`Lesson (11 pages)`, and `Lesson (11 of 17 pages)` when the
  /// module's exercises make the course count more).
  static func lessonText(step: Int, title: String?, pages: Int, place: PagePlace? = nil)
    -> String
  {
    // A title's code spans show as their text: the picker draws no Markdown.
    if let title {
      let page = place.map { "\($0.number ?? step + 1)/\($0.count)" } ?? "\(step + 1)"
      return "Lesson, page \(page): \(title.replacingOccurrences(of: "`", with: ""))"
    }
    if let place, place.count != pages {
      return "Lesson (\(pages) of \(place.count) pages)"
    }
    return pages == 1 ? "Lesson (1 page)" : "Lesson (\(pages) pages)"
  }

  /// The exercise on the row, if it is one.
  var exercise: ExerciseListing? {
    if case .exercise(_, let exercise) = self { return exercise }
    return nil
  }
}

/// Which exercises the picker shows.
enum ListPickerFilter: Sendable, Equatable {
  /// Every row.
  case all
  /// Only exercises that passed (`d`).
  case done
  /// Only exercises that have not passed yet (`p`).
  case pending
}

extension CourseListing {
  /// `text` as searches compare it: lower case, `-`, `_` and `/` as spaces, runs of spaces as
  /// one, no space at either end.
  static func searchForm(_ text: String) -> String {
    let spaced = text.lowercased().map { "-_/".contains($0) ? " " : $0 }
    return String(spaced).split(separator: " ").joined(separator: " ")
  }

  /// The rows shown under `filter` and the search `query` (matched, ignoring case, against
  /// titles, ids and numbers, with `-`, `_` and `/` read as spaces, so `down to` finds
  /// `02-down-to-the-bottom`; an exercise also matches through its module's title or id).
  ///
  /// A module's lesson is one row opening its first page; while a search is on, each of its
  /// steps whose title matches gets a row of its own instead, opening that page. Lessons have
  /// no status, so `d` and `p` leave them out. A heading shows only above rows of its module.
  func rows(filter: ListPickerFilter, query: String) -> [ListPickerRow] {
    let needle = Self.searchForm(query)
    func matches(_ texts: String...) -> Bool {
      needle.isEmpty || texts.contains { $0.lowercased().contains(needle) }
        || texts.contains { Self.searchForm($0).contains(needle) }
    }
    var rows: [ListPickerRow] = []
    for (index, module) in modules.enumerated() {
      let moduleMatches = matches(module.title, module.id, "\(index + 1).")
      var entries: [ListPickerRow] = []
      if filter == .all, !module.lessonSteps.isEmpty {
        let pages = module.lessonPages
        func place(_ step: Int?) -> PagePlace? {
          guard let count = module.modulePages else { return nil }
          let number = step.flatMap {
            module.stepPages.indices.contains($0) ? module.stepPages[$0] : nil
          }
          return PagePlace(number: number, count: count)
        }
        if needle.isEmpty || moduleMatches {
          entries.append(
            .lesson(moduleID: module.id, step: 0, title: nil, pages: pages, place: place(nil)))
        } else {
          for (step, title) in module.lessonSteps.enumerated() where matches(title) {
            entries.append(
              .lesson(
                moduleID: module.id, step: step, title: title, pages: pages, place: place(step)))
          }
        }
      }
      for (position, exercise) in module.exercises.enumerated() {
        switch filter {
        case .all: break
        case .done: guard exercise.status == .passed else { continue }
        case .pending: guard exercise.status != .passed else { continue }
        }
        let number = "\(index + 1).\(position + 1)"
        guard moduleMatches || matches(exercise.title, exercise.id, number) else { continue }
        entries.append(.exercise(number: number, exercise))
      }
      if !entries.isEmpty {
        rows.append(.module(number: index + 1, module))
        rows += entries
      }
    }
    return rows
  }
}
