import Foundation
import XCTest
@testable import InterfaceBuilder

/// Fixture access by path relative to this file, so the test target needs no resources.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    static func text(_ name: String) throws -> String { try String(decoding: data(name), as: UTF8.self) }

    static func document(_ name: String) throws -> IBDocument {
        try IBDocument(data: data(name), fileName: name)
    }

    /// The 1-based line and column (in Unicode scalars) of the first occurrence of `needle`.
    static func location(of needle: String, in name: String) throws -> IBSourceLocation {
        let lines = try text(name).components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                return IBSourceLocation(line: index + 1, column: line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: range.lowerBound.samePosition(in: line.unicodeScalars)!) + 1)
            }
        }
        throw XCTSkip("'\(needle)' not found in \(name)")
    }
}

/// Parses XML text, returning the error when it fails.
func parseError(_ text: String, file: String = "test.storyboard", limits: IBLimits = .default) -> IBError? {
    do {
        _ = try IBDocument(data: Data(text.utf8), fileName: file, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// A minimal storyboard around `scenes` (the content of `<scenes>`).
func storyboard(_ scenes: String, documentAttributes: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch"\(documentAttributes)>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}
