import XCTest
import Raster
@testable import SandboxKit

/// The system sheets an app presents without a storyboard (the photo picker, the share sheet), drawn
/// text with a paragraph style, and Objective-C's background perform, as a user of the Simulator sees them.
final class PickersAndSharingTests: LifecycleTestCase {
    private final class PickerOwner: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var cancelled = 0
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancelled += 1
            picker.dismiss(animated: false)
        }
    }

    /// No camera on the Simulator; the library opens empty under "Photos" with Cancel, which reaches the delegate.
    func testThePhotoPickerOpensAnEmptyLibraryAndCancelReachesTheDelegate() async throws {
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        let owner = PickerOwner()
        showRoot(owner)
        let picker = UIImagePickerController()
        picker.delegate = owner
        picker.sourceType = .camera
        XCTAssertEqual(picker.sourceType, .photoLibrary, "no camera: the source stays the library")
        owner.present(picker, animated: false)
        turns(4)
        let library = try XCTUnwrap(picker.topViewController)
        XCTAssertEqual(library.title, "Photos")
        XCTAssertTrue(library.view.subviews.contains { ($0 as? UILabel)?.text == "No Photos or Videos" })
        let cancel = try XCTUnwrap(library.navigationItem.rightBarButtonItem?.primaryAction)
        cancel.handler(cancel)
        turns(4)
        XCTAssertEqual(owner.cancelled, 1)
        XCTAssertNil(owner.presentedViewController)
        XCTAssertTrue(warnings.contains("UIImagePickerController (the photo library is empty) is not simulated"), "\(warnings)")
    }

    /// The share sheet lists the items; Close dismisses it and tells the handler nothing was shared.
    func testTheShareSheetListsItsItemsAndCloseCompletesUnshared() async throws {
        let owner = UIViewController()
        showRoot(owner)
        let sheet = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com/a")!], applicationActivities: nil)
        var completions: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in completions.append((type, completed)) }
        owner.present(sheet, animated: false)
        turns(4)
        XCTAssertTrue(sheet.view.subviews.contains { ($0 as? UILabel)?.text == "Hello\nhttps://example.com/a" })
        sheet.close()
        turns(60)
        XCTAssertNil(owner.presentedViewController)
        XCTAssertEqual(completions.count, 1)
        XCTAssertNil(completions.first?.0)
        XCTAssertEqual(completions.first?.1, false)
    }

    /// Text drawn in a rectangle wraps to its width and takes the paragraph style's alignment.
    func testDrawnTextWrapsAndIsCentredByItsParagraphStyle() async throws {
        /// Each character 0.6 em wide, drawn as a solid block.
        final class InkFontRenderer: FontRenderer {
            let placeholder = PlaceholderFontRenderer()
            func lineHeight(of font: UIFont) -> CGFloat { placeholder.lineHeight(of: font) }
            func ascender(of font: UIFont) -> CGFloat { placeholder.ascender(of: font) }
            func size(of text: String, font: UIFont) -> CGSize { placeholder.size(of: text, font: font) }
            func render(_ text: String, font: UIFont, color: Color, scale: CGFloat) -> Bitmap {
                let s = size(of: text, font: font)
                return Bitmap(width: Int(s.width * scale), height: Int(s.height * scale), fill: color.premultiplied)
            }
        }
        app.fonts = InkFontRenderer()
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style]
        let text = "one two three four five six seven eight"
        let bounds = text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        XCTAssertLessThanOrEqual(bounds.width, 120)
        XCTAssertGreaterThan(bounds.height, 60, "several lines")
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200)).image { _ in
            text.draw(with: CGRect(x: 40, y: 0, width: 120, height: 200), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        }
        let bitmap = image.bitmap
        func inked(_ columns: Range<Int>) -> Bool {
            columns.contains { x in (0..<bitmap.height).contains { y in bitmap[x, y].argb >> 24 != 0 } }
        }
        XCTAssertFalse(inked(0..<40), "nothing left of the rectangle")
        XCTAssertFalse(inked(160..<200), "nothing right of it")
        XCTAssertTrue(inked(90..<110), "the lines are centred on the rectangle")
    }

    /// `performSelector(inBackground:with:)` runs the method in a later turn, on the main thread.
    func testPerformSelectorInBackgroundRunsInALaterTurn() async throws {
        final class Loader: NSObject {
            var loaded: [String] = []
            func load(_ name: Any?) { loaded.append(name as? String ?? "") }
        }
        let loader = Loader()
        loader.performSelector(inBackground: Selector("load:", Loader.load(_:)), with: "feed")
        XCTAssertEqual(loader.loaded, [])
        turns(2)
        XCTAssertEqual(loader.loaded, ["feed"])
        loader.performSelector(onMainThread: Selector("load:", Loader.load(_:)), with: "now", waitUntilDone: true)
        XCTAssertEqual(loader.loaded, ["feed", "now"])
    }
}

/// Key-value observing builds (a controller overrides the callback) and says, once per key path, that no
/// property announces its changes here.
final class KeyValueObservingTests: LifecycleTestCase {
    private final class ProgressController: UIViewController {
        var heard = 0
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            heard += 1
        }
    }

    func testObservingAPropertyIsReportedAndNeverCalledBack() async {
        let c = ProgressController()
        let scroll = UIScrollView()
        scroll.addObserver(c, forKeyPath: "contentSize", options: [.new, .initial], context: nil)
        scroll.addObserver(c, forKeyPath: "contentSize", options: .new, context: nil)
        scroll.contentSize = CGSize(width: 10, height: 900)
        turns(2)
        scroll.removeObserver(c, forKeyPath: "contentSize")
        XCTAssertEqual(c.heard, 0)
        XCTAssertEqual(warnings, ["key-value observing of UIScrollView.contentSize is not simulated"])
    }
}
