import Foundation
import XCTest
@testable import InterfaceBuilder

/// The deepest document the limits allow must be readable, comparable and
/// walkable on a thread with a small stack: depth must cost heap, not stack.
final class StackDepthTests: XCTestCase {
    func testDeepestAcceptedDocumentOnASmallStack() throws {
        // document > objects > (view > subviews) × 254 = 510 levels, under the 512 limit.
        let levels = 254
        var text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
        for index in 0..<levels { text += "<view id=\"v\(index)\"><subviews>" }
        for _ in 0..<levels { text += "</subviews></view>" }
        text += "</objects></document>"
        let data = Data(text.utf8)

        let finished = expectation(description: "read on a 256 KB stack")
        let result = ResultBox()
        let thread = Thread {
            let document = try? IBDocument(data: data)
            let again = try? IBDocument(data: data)
            result.store(objects: document?.allObjects.count ?? -1,
                         subviews: document?.object(id: "v\(levels - 2)")?.subviews.map(\.id) ?? [],
                         equal: document?.root == again?.root && document?.root.hashValue == again?.root.hashValue)
            InterfaceBuilderFuzz.check(data)
            finished.fulfill()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        wait(for: [finished], timeout: 30)
        XCTAssertEqual(result.objects, levels)
        XCTAssertEqual(result.subviews, ["v\(levels - 1)"])
        XCTAssertTrue(result.equal)
    }
}

/// Carries results from the worker thread; the expectation orders the accesses.
private final class ResultBox: @unchecked Sendable {
    private(set) var objects = 0
    private(set) var subviews: [String] = []
    private(set) var equal = false

    func store(objects: Int, subviews: [String], equal: Bool) {
        self.objects = objects
        self.subviews = subviews
        self.equal = equal
    }
}
