// libFuzzer entry point for conflict logs: any bytes are read as a pasted console log (refused
// when binary), and every block found is diagnosed and written out as `explain` writes it.
// Built by Scripts/fuzz.sh together with Sources/ConstraintLog (one module), not by SwiftPM.
//
// A crash, a trap (an overflow, an index out of range) or a hang is a finding; a refusal of
// binary bytes, an unknown constraint form and a cut block are expected answers.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraintLog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let log = try? ConstraintLog.read(bytes) else { return 0 }
  for block in log.blocks {
    _ = block.views.map(\.displayName)
    _ = block.brokenIndex
    for constraint in block.constraints { _ = ConstraintText.describe(constraint, in: block) }
    for diagnosis in DiagnosisCatalogue.diagnoses(of: block) {
      _ = diagnosis.summary + diagnosis.fix
    }
    for chain in ChainFinder.chains(in: block) {
      _ = chain.steps.map { block.index(of: $0.from.view) }
      _ = chain.total + chain.size
    }
    _ = block.ambiguities.map { block.known($0.view).displayName }
  }
  return 0
}
