import Foundation
import Scenario

/// The scenario fuzz harness. Built by `scripts/fuzz-scenarios` with `-sanitize=fuzzer
/// -D SCENARIO_FUZZ`, libFuzzer drives `LLVMFuzzerTestOneInput`; built normally, `scenario-fuzz FILE…`
/// replays inputs (a crash libFuzzer saved, a corpus) through the same code, one by one.
///
/// It fuzzes what the sandbox does with a scenario before the compiler takes over: reading the bytes,
/// the nesting guard, the swift-syntax rewrite. Besides a crash, these count as bugs: a rewrite that adds
/// or removes a line (every line number the user sees would be off), an error about the code that does
/// not name its line and column, and, when inputs are compiled (replays; `SCENARIO_FUZZ_COMPILE=1`
/// under libFuzzer, about a second an input), a failed build whose first diagnostic is not at a line of
/// the user's own file. Any bytes either compile or give such a diagnostic.
enum ScenarioFuzz {
    static let fileName = "fuzz.swift"
    static let wholeFileMessages = ["this is not a Swift source file", "scenarios are limited to"]

    /// The compiler when inputs are compiled too.
    nonisolated(unsafe) static var compiler: ScenarioCompiler?

    /// A compiler whose toolchain and runtime are there: it has compiled an empty scenario.
    static func readyCompiler(buildDirectory: URL?) throws -> ScenarioCompiler {
        let compiler = try ScenarioCompiler(buildDirectory: buildDirectory)
        _ = try compiler.library(for: ScenarioRewrite(text: "", fileName: fileName))
        return compiler
    }

    static func runOne(_ data: Data) {
        let text: String
        do {
            text = try ScenarioFile.text(of: data, fileName: fileName)
        } catch let e as ScenarioError {
            if !wholeFileMessages.contains(where: { e.message.contains($0) }) { fatalError("a whole-file error that is not one: \(e)") }
            return
        } catch {
            fatalError("not a ScenarioError: \(error)")
        }
        if let found = NestingGuard.firstProblem(in: text) {
            // Refused at once, at the bracket: `ScenarioDeviceRun` reports it with this line and column.
            precondition(found.line >= 1 && found.column >= 1, "a nesting problem without its place")
            return
        }
        let rewrite = ScenarioRewrite(text: text, fileName: fileName)
        let lines = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        if rewrite.text.utf8.reduce(0, { $0 + ($1 == 0x0A ? 1 : 0) }) != lines {
            fatalError("the rewrite changed the number of lines")
        }
        guard let compiler else { return }
        do {
            _ = try compiler.library(for: rewrite)
        } catch ScenarioCompiler.Failure.diagnostics(let diagnostics) {
            let first = diagnostics.split(separator: "\n").lazy.compactMap { DiagnosticRewriter.header(String($0)) }.first
            guard let first, first.file == fileName, (1...(lines + 1)).contains(first.line), first.column >= 1 else {
                fatalError("a failed build without a diagnostic at the user's file:line:col:\n\(diagnostics)")
            }
        } catch {
            fatalError("the compiler could not be run: \(error)")
        }
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
            FileHandle.standardError.write(Data(("usage: scenario-fuzz FILE… (replays fuzz inputs; scripts/fuzz-scenarios fuzzes)\n").utf8))
            exit(2)
        }
        do { ScenarioFuzz.compiler = try ScenarioFuzz.readyCompiler(buildDirectory: nil) } catch {
            FileHandle.standardError.write(Data(("scenario-fuzz: \(error) (build the package first: swift build)\n").utf8))
            exit(2)
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data(("\(path): error: cannot read the file\n").utf8))
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
    // The runtime is the normal debug build's (the fuzz build has only this executable).
    if ProcessInfo.processInfo.environment["SCENARIO_FUZZ_COMPILE"] == "1" {
        do { ScenarioFuzz.compiler = try ScenarioFuzz.readyCompiler(buildDirectory: URL(fileURLWithPath: ".build/debug")) } catch {
            FileHandle.standardError.write(Data(("scenario-fuzz: \(error) (build the package first: swift build)\n").utf8))
            exit(2)
        }
    }
    var count = argc
    var vector = argv
    return LLVMFuzzerRunDriver(&count, &vector) { bytes, size in scenarioFuzzTestOneInput(bytes, size) }
}
#endif
