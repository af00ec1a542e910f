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

    public static let maximumSize = ScenarioFile.maximumSize
    /// Deeper nesting is refused by the parser, so neither it nor the interpreter can run out of stack.
    static let maximumNestingLevel = 128

    /// Reads a scenario file (see `ScenarioFile`).
    public static func load(path: String) throws -> ScenarioSource {
        try ScenarioSource(text: try ScenarioFile.read(path: path), fileName: path)
    }

    public init(text: String, fileName: String) throws {
        try self.init(data: Data(text.utf8), fileName: fileName)
    }

    public init(data: Data, fileName: String) throws {
        let text = try ScenarioFile.text(of: data, fileName: fileName)
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
