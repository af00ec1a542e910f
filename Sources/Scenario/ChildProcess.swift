import Foundation

/// Runs a tool (the compiler) to its end, its stdout and stderr together.
enum ChildProcess {
    struct Result { let status: Int32; let output: String }

    static func run(_ path: String, arguments: [String], directory: URL) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            throw ScenarioCompiler.Failure.setup("cannot run \(path): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
