import Testing
import XCTest

/// Where an assertion was called from, in the form both test libraries take.
struct SandboxSourceLocation: Sendable {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt

    init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Fails the running test: a Swift Testing issue inside a `@Test`, an XCTest failure otherwise.
func recordTestFailure(_ message: String, at location: SandboxSourceLocation) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: location.fileID, filePath: "\(location.filePath)",
                line: Int(location.line), column: Int(location.column)
            )
        )
    } else {
        XCTFail(message, file: location.filePath, line: location.line)
    }
}
