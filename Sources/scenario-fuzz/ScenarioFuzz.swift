import Foundation
import Scenario

/// The scenario fuzz harness. Built by `scripts/fuzz-scenarios` with `-sanitize=fuzzer
/// -D SCENARIO_FUZZ`, libFuzzer drives `LLVMFuzzerTestOneInput`; built normally, `scenario-fuzz FILE…`
/// replays inputs (a crash libFuzzer saved, a corpus) through the same code, one by one.
///
/// What counts as a bug besides a crash: an error about the code that does not name its line and
/// column. Only problems with the file as a whole (binary, too large) and with the run as a whole (it
/// did not settle) may lack them.
enum ScenarioFuzz {
    /// Turns a fuzzed run may take: enough for short waits and transitions, bounded so that a
    /// `wait(1e9)` costs no more than any other input.
    static let maximumTurns = 240

    static let wholeFileMessages = ["this is not a Swift source file", "scenarios are limited to", "did not settle", "screenshot "]

    static func runOne(_ data: Data) {
        let run: ScenarioRun
        do {
            run = try ScenarioRun(source: ScenarioSource(data: data, fileName: "fuzz.swift"))
        } catch let e as ScenarioError {
            requireLocation(e)
            return
        } catch {
            fatalError("not a ScenarioError: \(error)")
        }
        run.printHandler = { _ in }
        run.settleLimit = 2
        var turns = 0
        while !run.isFinished && turns < maximumTurns { run.step(); turns += 1 }
        if let e = run.error { requireLocation(e) }
    }

    private static func requireLocation(_ e: ScenarioError) {
        if e.line != nil && e.column != nil { return }
        if wholeFileMessages.contains(where: { e.message.contains($0) }) { return }
        fatalError("an error without line and column: \(e.description)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    ScenarioFuzz.runOne(Data(bytes: bytes, count: count))
    return 0
}

#if !SCENARIO_FUZZ
@main
enum ScenarioFuzzReplay {
    static func main() {
        let paths = CommandLine.arguments.dropFirst()
        if paths.isEmpty {
            fputs("usage: scenario-fuzz FILE… (replays fuzz inputs; scripts/fuzz-scenarios fuzzes)\n", stderr)
            exit(2)
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                fputs("\(path): error: cannot read the file\n", stderr)
                exit(1)
            }
            ScenarioFuzz.runOne(data)
            print("\(path): ok")
        }
    }
}
#endif

#if SCENARIO_FUZZ
/// SwiftPM links an executable's entry point under `<module>_main`; under the fuzzer that entry hands
/// the arguments to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("scenario_fuzz_main")
public func scenarioFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var vector = argv
    return LLVMFuzzerRunDriver(&count, &vector) { bytes, size in scenarioFuzzTestOneInput(bytes, size) }
}
#endif
