import Basics
import ConstraintLog

/// `layoutlings explain --json`: one line of JSON, keys in this order (docs/Explain.md):
///
///     {"blocks":[{"kind":"unsatisfiable"|"zeroHeightCell","line":…,
///       "views":[{"class":…|null,"address":…|null,"label":…|null,"identifier":…|null}],
///       "constraints":[{"kind":…,"address":…,"identifier":…|null,"autoresizingMask":…|null,
///         "active":true|false|null,"text":…,"cut":…,"relation":{"first":{"view":i,"attribute":…},
///         "relation":"=="|">="|"<=","second":{…}|null,"multiplier":…,"constant":…,
///         "priority":…}|null}],
///       "broken":i|null,"brokenText":…|null,"unknown":n,"missing":[…],
///       "diagnoses":[{"cause":…,"summary":…,"fix":…,"lesson":…,"views":[i],"constraints":[i]}]}]}
///
/// Views and constraints are named by their place in the block's lists, from 0.
enum ExplainJSON {
  static func text(_ log: ConstraintLog) -> String {
    object([("blocks", array(log.blocks.map(block)))])
  }

  private static func block(_ block: ConflictBlock) -> String {
    object([
      ("kind", string(block.kind.rawValue)), ("line", "\(block.line)"),
      ("views", array(block.views.map(view))),
      ("constraints", array(block.constraints.map { constraint($0, in: block) })),
      ("broken", block.brokenIndex.map { "\($0)" } ?? "null"),
      ("brokenText", block.broken.map { string($0.text) } ?? "null"),
      ("unknown", "\(block.unknownCount)"),
      ("missing", array(block.missing.map { string($0.rawValue) })),
      ("ambiguities", array(block.ambiguities.map { ambiguity($0, in: block) })),
      ("query", optional(block.query)),
      ("subjects", array(block.subjects.compactMap { block.index(of: $0).map { "\($0)" } })),
      ("terminates", block.terminates ? "true" : "false"),
      ("chains", array(ChainFinder.chains(in: block).map { chain($0, in: block) })),
      (
        "diagnoses", array(DiagnosisCatalogue.diagnoses(of: block).map { diagnosis($0, in: block) })
      ),
    ])
  }

  private static func ambiguity(_ ambiguity: ConflictBlock.Ambiguity, in block: ConflictBlock)
    -> String
  {
    object([
      ("view", block.index(of: ambiguity.view).map { "\($0)" } ?? "null"),
      ("attributes", array(ambiguity.attributes.map { string($0.name) })),
    ])
  }

  private static func chain(_ chain: ConstraintChain, in block: ConflictBlock) -> String {
    object([
      ("axis", string(chain.axis.rawValue)),
      ("view", block.index(of: chain.view).map { "\($0)" } ?? "null"),
      ("size", JSONText.number(chain.size)), ("sizeConstraint", "\(chain.sizeConstraint)"),
      ("total", JSONText.number(chain.total)), ("unknownLengths", "\(chain.unknownCount)"),
      (
        "steps",
        array(
          chain.steps.map { step in
            object([
              ("from", anchor(step.from, in: block)), ("to", anchor(step.to, in: block)),
              ("length", step.length.map(JSONText.number) ?? "null"),
              ("constraint", step.constraint.map { "\($0)" } ?? "null"),
              ("size", step.isSize ? "true" : "false"),
            ])
          })
      ),
    ])
  }

  private static func view(_ view: LoggedView) -> String {
    object([
      ("class", optional(view.className)), ("address", optional(view.address)),
      ("label", optional(view.label)), ("identifier", optional(view.identifier)),
    ])
  }

  private static func constraint(_ constraint: LoggedConstraint, in block: ConflictBlock) -> String
  {
    object([
      ("kind", string(constraint.kind)), ("address", string(constraint.address)),
      ("identifier", optional(constraint.identifier)),
      ("autoresizingMask", optional(constraint.autoresizingMask)),
      ("active", constraint.isActive.map { $0 ? "true" : "false" } ?? "null"),
      ("text", string(constraint.text)), ("cut", constraint.isCut ? "true" : "false"),
      ("relation", constraint.relation.map { relation($0, in: block) } ?? "null"),
    ])
  }

  private static func relation(_ relation: LoggedConstraint.Relation, in block: ConflictBlock)
    -> String
  {
    object([
      ("first", anchor(relation.first, in: block)), ("relation", string(relation.kind.rawValue)),
      ("second", relation.second.map { anchor($0, in: block) } ?? "null"),
      ("multiplier", JSONText.number(relation.multiplier)),
      ("constant", JSONText.number(relation.constant)),
      ("priority", JSONText.number(relation.priority)),
    ])
  }

  private static func anchor(_ anchor: LoggedConstraint.Anchor, in block: ConflictBlock) -> String {
    object([
      ("view", block.index(of: anchor.view).map { "\($0)" } ?? "null"),
      ("attribute", string(anchor.attribute.name)),
    ])
  }

  private static func diagnosis(_ diagnosis: Diagnosis, in block: ConflictBlock) -> String {
    object([
      ("cause", string(diagnosis.cause.rawValue)), ("summary", string(diagnosis.summary)),
      ("fix", string(diagnosis.fix)), ("lesson", string(diagnosis.lesson)),
      ("views", array(diagnosis.views.compactMap { block.index(of: $0).map { "\($0)" } })),
      ("constraints", array(diagnosis.constraints.map { "\($0)" })),
      ("exercises", array(diagnosis.exercises.map(string))),
    ])
  }

  private static func optional(_ text: String?) -> String { text.map(string) ?? "null" }
  private static func string(_ text: String) -> String { JSONText.string(text) }
  private static func array(_ items: [String]) -> String { JSONText.array(items) }
  private static func object(_ members: [(String, String)]) -> String { JSONText.object(members) }
}
