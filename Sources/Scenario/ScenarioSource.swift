import Foundation
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A scenario file, parsed by swift-syntax, its operators folded, checked to use only the supported
/// subset. Any problem with the file is a `ScenarioError`; no input makes this crash.
public struct ScenarioSource {
    /// The name used in messages (the path as given).
    public let fileName: String
    public let text: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    /// Larger files are refused before parsing: a scenario is a page of code, not a project.
    public static let maximumSize = 1 << 20
    /// Deeper nesting is refused by the parser, so neither it nor the interpreter can run out of stack.
    static let maximumNestingLevel = 128

    /// Reads a scenario file. Only a regular file is read, and only when it is within the size limit:
    /// a device (`/dev/zero`) would never end, a FIFO would block, a 100 MB file is refused unread.
    public static func load(path: String) throws -> ScenarioSource {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ScenarioError(file: path, message: "cannot read the file (\(String(cString: strerror(errno))))")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw ScenarioError(file: path, message: "this is a directory, not a scenario file")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw ScenarioError(file: path, message: "this is not a regular file (a device, pipe or socket)")
        }
        if info.st_size > maximumSize {
            throw ScenarioError(file: path, message: "the file is \(info.st_size) bytes; scenarios are limited to \(maximumSize) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioError(file: path, message: "cannot read the file")
        }
        return try ScenarioSource(data: data, fileName: path)
    }

    public init(text: String, fileName: String) throws {
        try self.init(data: Data(text.utf8), fileName: fileName)
    }

    public init(data: Data, fileName: String) throws {
        if data.count > Self.maximumSize {
            throw ScenarioError(file: fileName, message: "the file is \(data.count) bytes; scenarios are limited to \(Self.maximumSize) bytes")
        }
        if let nul = data.firstIndex(of: 0) {
            throw ScenarioError(file: fileName, message: "this is not a Swift source file (a zero byte at offset \(nul - data.startIndex))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: fileName, message: "this is not a Swift source file (it is not valid UTF-8)")
        }
        self.fileName = fileName
        self.text = text
        if let found = NestingGuard.firstProblem(in: text) {
            let message = found.problem == .tooDeep
                ? "brackets are nested more than \(NestingGuard.maximumDepth) levels deep"
                : "more than \(NestingGuard.maximumSquareRun) '[' in a row"
            throw ScenarioError(file: fileName, line: found.line, column: found.column, message: message)
        }
        let parsed: SourceFileSyntax = text.utf8.withContiguousStorageIfAvailable { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: Self.maximumNestingLevel)
        } ?? Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: fileName, tree: parsed)
        if let equals = UnfixableEqualsGuard.first(in: parsed) {
            let loc = converter.location(for: equals.positionAfterSkippingLeadingTrivia)
            throw ScenarioError(file: fileName, line: loc.line, column: loc.column, message: UnfixableEqualsGuard.message)
        }
        if let first = ParseDiagnosticsGenerator.diagnostics(for: parsed).first(where: { $0.diagMessage.severity == .error }) {
            let loc = first.location(converter: converter)
            throw ScenarioError(file: fileName, line: loc.line, column: loc.column, message: first.message)
        }
        var operatorError: OperatorError?
        let folded = OperatorTable.standardOperators.foldAll(parsed) { error in
            if operatorError == nil { operatorError = error }
        }
        if let operatorError {
            let d = operatorError.asDiagnostic
            let loc = d.location(converter: converter)
            throw ScenarioError(file: fileName, line: loc.line, column: loc.column, message: d.message)
        }
        guard let tree = folded.as(SourceFileSyntax.self) else {
            throw ScenarioError(file: fileName, message: "the file could not be parsed")
        }
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
        if let unsupported = UnsupportedSyntaxFinder.first(in: tree) {
            throw error(at: unsupported.node, "\(unsupported.construct) \(unsupported.isPlural ? "are" : "is") not supported in scenarios")
        }
    }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        converter.location(for: node.positionAfterSkippingLeadingTrivia)
    }

    func error(at node: some SyntaxProtocol, _ message: String) -> ScenarioError {
        let loc = location(of: node)
        return ScenarioError(file: fileName, line: loc.line, column: loc.column, message: message)
    }
}
