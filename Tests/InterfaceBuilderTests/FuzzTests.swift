import Foundation
import XCTest
@testable import InterfaceBuilder

/// Runs the fuzz entry point over deterministic mutations of the fixtures:
/// any input must end in a document or a positioned error, never a trap.
final class FuzzTests: XCTestCase {
    /// SplitMix64: tiny, fast, and identical on every platform, so a failure
    /// reproduces from the seed and iteration alone.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Bytes that matter to the reader: markup, quotes, entities, line
    /// breaks, control characters and the start of multi-byte sequences.
    private static let interesting: [UInt8] = Array("<>/=\"'&;#!?-[]x \n\r\t".utf8) + [0x00, 0x01, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]

    func testRandomMutationsNeverTrap() throws {
        let seeds = try ["Mail.storyboard", "ContactCell.xib", "Dangling.storyboard", "Duplicate.storyboard", "Malformed.storyboard"]
            .map { try [UInt8](Fixtures.data($0)) }
        var generator = Generator(state: 0x1B5_2024)
        let iterations = 3_000
        var accepted = 0
        let start = Date()
        for iteration in 0..<iterations {
            var bytes = seeds[Int.random(in: 0..<seeds.count, using: &generator)]
            let mutations = Int.random(in: 1...4, using: &generator)
            for _ in 0..<mutations {
                mutate(&bytes, seeds: seeds, using: &generator)
            }
            InterfaceBuilderFuzz.check(Data(bytes))
            // Sampled, to keep the test fast: how many mutants are still documents.
            if iteration % 10 == 0, (try? IBDocument(data: Data(bytes))) != nil { accepted += 1 }
        }
        let elapsed = Date().timeIntervalSince(start)
        print("fuzz: \(iterations) inputs, \(accepted) of \(iterations / 10) sampled accepted as documents, \(String(format: "%.2f", elapsed)) s")
        XCTAssertGreaterThan(accepted, 0, "some mutations (in text or numbers) should still be documents")
        XCTAssertLessThan(accepted, iterations / 10, "most mutations should be errors")
    }

    func testPathologicalInputs() {
        let cases: [Data] = [
            Data(),
            Data([0xEF, 0xBB, 0xBF]),
            Data(repeating: 0x3C, count: 10_000),
            Data(String(repeating: "<a>", count: 5_000).utf8),
            Data(("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">" + String(repeating: "&amp;", count: 10_000) + "</document>").utf8),
            Data(("<document " + String(repeating: "a", count: 100_000) + "=\"1\"/>").utf8),
            Data(("<document " + (0..<100_000).map { "a\($0)=\"\"" }.joined(separator: " ") + " a5=\"\"/>").utf8),
            Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"1\"><constraints><constraint firstAttribute=\"x\" id=\"2\"/></constraints></view></objects></document>".utf8),
            Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"1\"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"number\" keyPath=\"k\"><integer key=\"value\" value=\"99999999999999999999999\"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view></objects></document>".utf8),
        ]
        for data in cases {
            InterfaceBuilderFuzz.check(data)
        }
    }

    private func mutate(_ bytes: inout [UInt8], seeds: [[UInt8]], using generator: inout Generator) {
        guard !bytes.isEmpty else {
            bytes = [Self.interesting.randomElement(using: &generator)!]
            return
        }
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
            bytes[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
        case 1:
            bytes[position] = Self.interesting.randomElement(using: &generator)!
        case 2:
            bytes.insert(Self.interesting.randomElement(using: &generator)!, at: position)
        case 3:
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...64, using: &generator)))
        case 4:
            bytes.removeSubrange(position...)
        case 5:
            let other = seeds.randomElement(using: &generator)!
            let from = Int.random(in: 0..<other.count, using: &generator)
            bytes = Array(bytes[..<position]) + Array(other[from...])
        default:
            let length = min(bytes.count - position, Int.random(in: 1...256, using: &generator))
            bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
        }
    }
}
