import AppProject
import Foundation
import InterfaceBuilder

/// The fuzz harness of what an app is read from: storyboards and xibs, `project.pbxproj` (and the
/// old-style property lists and `.strings` it shares a parser with), `Info.plist`, asset catalogs'
/// `Contents.json`. Built by `scripts/fuzz-projects` with `-sanitize=fuzzer -D PROJECT_FUZZ`, libFuzzer
/// drives `LLVMFuzzerTestOneInput` with the parser `PROJECT_FUZZ_TARGET` names; built normally,
/// `project-fuzz TARGET FILE…` replays inputs through the same code. Any bytes give a model or an error
/// at a real position; a crash, a hang, or an error without its place is a bug (each parser's own
/// fuzz entry point says which).
enum ProjectFuzz {
    static let targets: [String: @Sendable (Data) -> Void] = [
        "interface-builder": InterfaceBuilderFuzz.check,
        "pbxproj": AppProjectFuzz.pbxproj,
        "old-style-plist": AppProjectFuzz.oldStylePlist,
        "info-plist": AppProjectFuzz.infoPlist,
        "asset-contents": AppProjectFuzz.assetContents,
    ]

    nonisolated(unsafe) static var selected: (Data) -> Void = { _ in }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func projectFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    ProjectFuzz.selected(Data(bytes: bytes, count: count))
    return 0
}

#if !PROJECT_FUZZ
@main
enum ProjectFuzzReplay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 2, let target = ProjectFuzz.targets[arguments[0]] else {
            FileHandle.standardError.write(Data(("usage: project-fuzz \(ProjectFuzz.targets.keys.sorted().joined(separator: "|")) FILE…\n").utf8))
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data(("\(path): error: cannot read the file\n").utf8))
                exit(1)
            }
            target(data)
            print("\(path): ok")
        }
    }
}
#endif

#if PROJECT_FUZZ
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point under `<module>_main`; under the fuzzer it picks the parser
/// and hands the arguments to libFuzzer's driver.
@_cdecl("project_fuzz_main")
public func projectFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    let name = ProcessInfo.processInfo.environment["PROJECT_FUZZ_TARGET"] ?? ""
    guard let target = ProjectFuzz.targets[name] else {
        FileHandle.standardError.write(Data(("project-fuzz: set PROJECT_FUZZ_TARGET to one of \(ProjectFuzz.targets.keys.sorted().joined(separator: ", "))\n").utf8))
        exit(2)
    }
    ProjectFuzz.selected = target
    var count = argc
    var vector = argv
    return LLVMFuzzerRunDriver(&count, &vector) { bytes, size in projectFuzzTestOneInput(bytes, size) }
}
#endif
