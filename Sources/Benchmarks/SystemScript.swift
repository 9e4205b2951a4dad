import Foundation

/// A solver-neutral constraint workload (`shared/bench/systems/*.txt`, format in its README).
struct SystemScript {
  enum Operation {
    case constraint(
      id: Int, relation: String, strength: Double, constant: Double,
      terms: [(coefficient: Double, variable: Int)])
    case edit(variable: Int, strength: Double)
    case round([(variable: Int, value: Double)])
    case remove(id: Int)
  }

  struct Phase {
    var name: String
    var operations: [Operation]
  }

  var name: String
  var variableNames: [String] = []
  var phases: [Phase] = []

  /// The largest constraint id plus one.
  var constraintIDCount: Int {
    var count = 0
    for phase in phases {
      for case .constraint(let id, _, _, _, _) in phase.operations { count = max(count, id + 1) }
    }
    return count
  }

  init(contentsOf url: URL) throws {
    name = url.deletingPathExtension().lastPathComponent
    let text = try String(contentsOf: url, encoding: .utf8)
    for (lineNumber, line) in text.split(separator: "\n").enumerated() {
      let fields = line.split(separator: " ")
      guard let keyword = fields.first, !keyword.hasPrefix("#") else { continue }
      func number(_ index: Int) throws -> Double {
        guard index < fields.count, let value = Double(fields[index]) else {
          throw BenchmarkUsageError(message: "\(url.path):\(lineNumber + 1): bad number")
        }
        return value
      }
      func integer(_ index: Int) throws -> Int {
        guard index < fields.count, let value = Int(fields[index]) else {
          throw BenchmarkUsageError(message: "\(url.path):\(lineNumber + 1): bad integer")
        }
        return value
      }
      switch keyword {
      case "vars":
        variableNames = fields.dropFirst(2).map(String.init)
      case "phase":
        phases.append(Phase(name: String(fields[1]), operations: []))
      case "c":
        let count = try integer(5)
        var terms: [(coefficient: Double, variable: Int)] = []
        for index in 0..<count {
          terms.append((try number(6 + 2 * index), try integer(7 + 2 * index)))
        }
        phases[phases.count - 1].operations.append(
          .constraint(
            id: try integer(1), relation: String(fields[2]), strength: try number(3),
            constant: try number(4), terms: terms))
      case "e":
        phases[phases.count - 1].operations.append(
          .edit(variable: try integer(1), strength: try number(2)))
      case "r":
        let count = try integer(1)
        var values: [(variable: Int, value: Double)] = []
        for index in 0..<count {
          values.append((try integer(2 + 2 * index), try number(3 + 2 * index)))
        }
        phases[phases.count - 1].operations.append(.round(values))
      case "x":
        phases[phases.count - 1].operations.append(.remove(id: try integer(1)))
      case "end":
        break
      default:
        throw BenchmarkUsageError(message: "\(url.path):\(lineNumber + 1): unknown line")
      }
    }
  }
}
