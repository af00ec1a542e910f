import AppProject
import Foundation
import XCTest

/// Runs each fuzz entry point over a few thousand seeded mutations of valid inputs. A bug shows as a
/// crash (`fatalError` in the entry point, a trap, a hang past the test's time); a pass means every
/// mutation parsed or was refused with a well-formed error.
final class FuzzTests: XCTestCase {
    /// SplitMix64: a fixed seed gives the same mutations on every run and machine.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }

    private static let interesting: [UInt8] = Array("{}()<>;=,\"'\\/*\n\t $:[]0xU".utf8) + [0x00, 0xFF, 0xC3, 0xA9, 0xFE]

    private func mutations(of seed: Data, count: Int, seedValue: UInt64, _ body: (Data) -> Void) {
        var random = Generator(state: seedValue)
        let original = [UInt8](seed)
        for _ in 0..<count {
            var bytes = original
            for _ in 0...random.below(4) {
                switch random.below(6) {
                case 0 where !bytes.isEmpty:
                    bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
                case 1 where !bytes.isEmpty:
                    bytes.remove(at: random.below(bytes.count))
                case 2:
                    bytes.insert(Self.interesting[random.below(Self.interesting.count)], at: random.below(bytes.count + 1))
                case 3 where bytes.count > 2:
                    let start = random.below(bytes.count)
                    let end = min(bytes.count, start + random.below(64))
                    bytes.removeSubrange(start..<end)
                case 4 where bytes.count > 2:
                    let start = random.below(bytes.count)
                    let end = min(bytes.count, start + random.below(32))
                    bytes.insert(contentsOf: bytes[start..<end], at: random.below(bytes.count + 1))
                default:
                    bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
                }
            }
            body(Data(bytes))
        }
    }

    func testOldStylePlistMutations() {
        let seeds = [Data("{ a = ( b, \"c\\n\\U00e9\" ); d = <0011>; /* x */ e = { f = g; }; }".utf8),
                     Data("\"key\" = \"value\";\n// comment\n\"k2\" = \"v\\\"2\";".utf8)]
        for (index, seed) in seeds.enumerated() {
            mutations(of: seed, count: 1500, seedValue: 1 + UInt64(index), AppProjectFuzz.oldStylePlist)
        }
    }

    func testPbxprojMutations() {
        mutations(of: fixture("TwoApps.pbxproj"), count: 600, seedValue: 11, AppProjectFuzz.pbxproj)
        mutations(of: fixture("Xcode16.pbxproj"), count: 600, seedValue: 12, AppProjectFuzz.pbxproj)
    }

    func testInfoPlistMutations() throws {
        mutations(of: Data(ProjectFixtures.infoPlistXML.utf8), count: 1000, seedValue: 21, AppProjectFuzz.infoPlist)
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleIdentifier": "a.b", "N": 3, "L": ["x", true, 2.5], "D": ["k": Data([1, 2])]] as [String: Any],
            format: .binary, options: 0)
        mutations(of: binary, count: 1000, seedValue: 22, AppProjectFuzz.infoPlist)
    }

    func testAssetContentsMutations() {
        let color = Data(#"{"colors":[{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"display-p3","components":{"alpha":"1.000","blue":"0x80","green":"128","red":"0.500"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
        let image = Data(#"{"images":[{"filename":"a@2x.png","idiom":"universal","scale":"2x"}],"properties":{"preserves-vector-representation":true}}"#.utf8)
        mutations(of: color, count: 1000, seedValue: 31, AppProjectFuzz.assetContents)
        mutations(of: image, count: 1000, seedValue: 32, AppProjectFuzz.assetContents)
    }
}
