import Foundation
import XCTest

/// An app's asset catalog at run time: `UIColor(named:)` and `UIImage(named:)` find the catalog's colour
/// and image sets (the image at the scale the set gives its file), a name the catalog lacks is nil as on
/// iOS, and a storyboard's named colour takes the catalog's value.
final class AppAssetsCommandTests: CompiledScenarioTestCase {
    /// A 6×6 red PNG, which the image set calls 3x (a 2×2-point image), though its name has no `@3x`.
    static let redPNG = "iVBORw0KGgoAAAANSUhEUgAAAAYAAAAGCAYAAADgzO9IAAAAEklEQVR4nGP4z8DwHxtmGEgJAAS5R7kLXoNDAAAAAElFTkSuQmCC"

    func testNamedColoursAndImagesComeFromTheAppsCatalog() async throws {
        let app = folder.appendingPathComponent("AssetApp")
        let catalog = app.appendingPathComponent("Assets.xcassets")
        let colorSet = catalog.appendingPathComponent("Brand.colorset")
        let imageSet = catalog.appendingPathComponent("Badge.imageset")
        for dir in [colorSet, imageSet] { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        try Data("""
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x33","green":"0x66","red":"0xFF"}},"idiom":"universal"},
                       {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"0.000"}},"idiom":"universal"}],
             "info":{"author":"xcode","version":1}}
            """.utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
        try Data("""
            {"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","scale":"2x"},{"filename":"badge-large.png","idiom":"universal","scale":"3x"}],
             "info":{"author":"xcode","version":1}}
            """.utf8).write(to: imageSet.appendingPathComponent("Contents.json"))
        try XCTUnwrap(Data(base64Encoded: Self.redPNG)).write(to: imageSet.appendingPathComponent("badge-large.png"))
        try Data((Self.appDelegate(root: "BrandViewController") + """
            class BrandViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let brand = UIColor(named: "Brand")!
                    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                    brand.getRed(&r, green: &g, blue: &b, alpha: &a)
                    print("Brand: \\(Int((r * 255).rounded())) \\(Int((g * 255).rounded())) \\(Int((b * 255).rounded())) \\(a)")
                    let badge = UIImage(named: "Badge")!
                    print("Badge: \\(badge.size.width)x\\(badge.size.height) at \\(badge.scale)x")
                    print("Missing: \\(UIColor(named: "Missing") == nil) \\(UIImage(named: "Missing") == nil)")
                }
            }

            """).utf8).write(to: app.appendingPathComponent("AppDelegate.swift"))
        let r = try sandbox(["trace", "AssetApp"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let prints = r.stdout.split(separator: "\n").filter { $0.hasPrefix("print:") }
        XCTAssertEqual(prints, ["print: Brand: 255 102 51 1.0", "print: Badge: 2.0x2.0 at 3.0x", "print: Missing: true true"], r.stdout)
        // the colour set's dark variant, on a dark device (docs/traits.md)
        let dark = try sandbox(["trace", "AssetApp", "--appearance", "dark"])
        XCTAssertEqual(dark.status, 0, dark.stderr)
        XCTAssertTrue(dark.stdout.contains("print: Brand: 0 0 0 1.0\n"), dark.stdout)
    }
    /// `UIImage(data:)`: bytes the app downloaded or read decode at the scale given; bytes that are no
    /// image give nil, as on iOS.
    func testAnImageDecodesFromData() async throws {
        _ = try write("data.swift", """
            import UIKit

            let bytes = Data(base64Encoded: "\(Self.redPNG)")!
            let image = UIImage(data: bytes, scale: 2)!
            print("image: \\(image.size.width)x\\(image.size.height) at \\(image.scale)x")
            print("not an image: \\(UIImage(data: Data("hello".utf8)) == nil)")

            """)
        let r = try sandbox(["trace", "data.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").filter { $0.hasPrefix("print:") },
                       ["print: image: 3.0x3.0 at 2.0x", "print: not an image: true"], r.stdout)
    }
}
