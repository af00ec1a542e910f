import AppProject
import Foundation
import XCTest

/// An app of a real app's size (30 Swift files, a storyboard, strings, a 20-image asset catalog) loads
/// whole, as an Xcode 16 project and as a plain folder. How long it takes is sandbox-bench's
/// `app_load` case, not a timed test.
final class AppSizeTests: XCTestCase {
    private func makeApp(in folder: TemporaryFolder, root: String) {
        for index in 0..<30 {
            folder.write("\(root)/Screens/Screen\(index).swift", "import UIKit\nfinal class Screen\(index): UIViewController {}\n")
        }
        folder.write("\(root)/Base.lproj/Main.storyboard", ProjectFixtures.storyboard)
        folder.write("\(root)/en.lproj/Localizable.strings", (0..<50).map { "\"key\($0)\" = \"Value \($0)\";" }.joined(separator: "\n"))
        folder.write("\(root)/Media.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        for index in 0..<20 {
            folder.write("\(root)/Media.xcassets/Image\(index).imageset/Contents.json", #"""
                {"images":[{"filename":"i@1x.png","idiom":"universal","scale":"1x"},{"filename":"i@2x.png","idiom":"universal","scale":"2x"},
                {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"d@2x.png","idiom":"universal","scale":"2x"},
                {"filename":"i@3x.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
                """#)
        }
        for index in 0..<5 {
            folder.write("\(root)/Media.xcassets/Color\(index).colorset/Contents.json", #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x80","green":"128","red":"0.500"}},"idiom":"universal"}]}"#)
        }
    }

    func testAnXcodeProjectAppOfThirtyFilesLoadsWhole() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode16(in: folder)
        makeApp(in: folder, root: "Sync")
        let app = try AppBundle.load(path: folder.url)
        XCTAssertEqual(app.swiftFiles.count, 32)
        XCTAssertEqual(app.assetCatalogs.first { $0.name == "Media" }?.imageSets.count, 20)
    }

    func testAFolderAppOfThirtyFilesLoadsWhole() throws {
        let folder = TemporaryFolder()
        makeApp(in: folder, root: "App")
        let app = try AppBundle.load(path: folder.url)
        XCTAssertEqual(app.swiftFiles.count, 30)
        XCTAssertEqual(app.assetCatalogs.first?.imageSets.count, 20)
    }
}
