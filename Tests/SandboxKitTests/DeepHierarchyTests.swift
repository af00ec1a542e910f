import Raster
import XCTest
@testable import SandboxKit

/// A legal but very deep view tree (a chain of 8,192 views, as a hostile scenario builds) goes through
/// every walk the sandbox runs over views and layers — window moves, layout, display, measuring and
/// compositing (one thread and bands), hit-testing, snapshots, release — and draws, instead of
/// overflowing the stack (it segfaulted in the compositor's measuring pass).
@MainActor
final class DeepHierarchyTests: XCTestCase {
    static let depth = 8192

    class LayingOut: UIView {
        var laidOut = 0
        override func layoutSubviews() { laidOut += 1 }
    }

    /// A chain `depth` deep under `window`, every 64th view offset one point from its parent; the
    /// deepest is red.
    private func chain(in window: UIWindow) -> (root: UIView, leaf: LayingOut) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        var parent = root
        for i in 1..<Self.depth {
            let v = i == Self.depth - 1 ? LayingOut() : UIView()
            let step: CGFloat = i % 64 == 0 ? 1 : 0
            v.frame = CGRect(x: step, y: step, width: 200, height: 200)
            if i == Self.depth - 1 { v.backgroundColor = .red }
            parent.addSubview(v)
            parent = v
        }
        window.addSubview(root)
        return (root, parent as! LayingOut)
    }

    func testADeepChainDrawsHitTestsLaysOutAndIsReleased() async {
        let app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320), scale: 1))
        let window = app.makeWindow()
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        weak var weakLeaf: UIView?
        do {
            let (root, leaf) = chain(in: window)
            weakLeaf = leaf
            XCTAssertTrue(leaf.window === window, "the window move reached the deepest view")
            leaf.setNeedsLayout()
            app.runTurn()
            XCTAssertEqual(leaf.laidOut, 1, "the layout pass reached the deepest view")
            // The leaf is offset by one point every 64 levels: 127 points.
            let offset = (Self.depth - 1) / 64
            XCTAssertEqual(window.framebuffer[offset + 10, offset + 10], UIColor.red.color.premultiplied)
            XCTAssertEqual(window.framebuffer[5, 250], UIColor.black.color.premultiplied, "below the chain")
            XCTAssertTrue(window.hitTest(CGPoint(x: offset + 10, y: offset + 10), with: nil) === leaf)
            XCTAssertTrue(root.viewWithTag(-7) == nil)
            leaf.tag = -7
            XCTAssertTrue(root.viewWithTag(-7) === leaf)
            let snapshot = root.snapshotBitmap()
            XCTAssertEqual(snapshot[offset + 10, offset + 10], UIColor.red.color.premultiplied)
            // Bands on threads with small stacks.
            window.compositor.threadCount = 4
            window.compositor.minimumBandRows = 8
            window.compositor.setNeedsFullRepaint()
            app.runTurn()
            XCTAssertEqual(window.framebuffer[offset + 10, offset + 10], UIColor.red.color.premultiplied)
            // Half transparent: the subtree is drawn as a group offscreen.
            root.alpha = 0.5
            app.runTurn()
            root.removeFromSuperview()
            app.runTurn()
            XCTAssertEqual(window.framebuffer[offset + 10, offset + 10], UIColor.black.color.premultiplied)
        }
        XCTAssertNil(weakLeaf, "the whole chain was released")
    }

    /// Deeper still: a chain of 50,000 views (built bottom-up, then added to the window at once) lays
    /// out, draws, hit-tests, follows a tint and an autoresizing change down to its deepest view, gives
    /// its view tree and is removed and released. Before, the view tree's walk segfaulted at this depth,
    /// and each walk that moved to a fresh stack every 48 levels started over a thousand threads.
    func testAChainOf50000ViewsIsWalkedEverywhere() async {
        let depth = 50_000
        let app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320), scale: 1))
        let window = app.makeWindow()
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        app.runTurn()
        weak var weakLeaf: UIView?
        do {
            final class Tinted: LayingOut {
                var tintChanges = 0
                override func tintColorDidChange() { tintChanges += 1 }
            }
            let leaf = Tinted(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            leaf.backgroundColor = .red
            weakLeaf = leaf
            var root: UIView = leaf
            for _ in 1..<depth {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                v.autoresizingMask = .flexibleWidth
                v.addSubview(root)
                root = v
            }
            leaf.autoresizingMask = .flexibleWidth
            window.addSubview(root)
            XCTAssertTrue(leaf.window === window)
            leaf.setNeedsLayout()
            app.runTurn()
            XCTAssertEqual(leaf.laidOut, 1)
            XCTAssertEqual(window.framebuffer[10, 10], UIColor.red.color.premultiplied)
            XCTAssertEqual(window.framebuffer[250, 10], UIColor.black.color.premultiplied)
            XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === leaf)
            window.tintColor = .green
            XCTAssertEqual(leaf.tintChanges, 1, "the tint change reached the deepest view")
            root.frame.size.width = 150
            XCTAssertEqual(leaf.bounds.width, 150, "autoresizing carried the change down")
            app.runTurn()
            XCTAssertEqual(window.framebuffer[170, 10], UIColor.black.color.premultiplied, "drawn narrower")
            var tree = root.viewTree(), levels = 1
            while let next = tree.children.first { tree = next; levels += 1 }
            XCTAssertEqual(levels, depth)
            root.removeFromSuperview()
            XCTAssertNil(leaf.window)
            app.runTurn()
            XCTAssertEqual(window.framebuffer[10, 10], UIColor.black.color.premultiplied)
        }
        XCTAssertNil(weakLeaf, "the whole chain was released")
    }

    /// `recursiveDescription` (what `sandbox run --dump-views` prints) grows with the number of views,
    /// not with the square of the depth: the chain's text was 336 MB of indentation bars. Below
    /// `indentedLevels` a line is UIKit's form; deeper, the bars stop and the depth is written.
    func testTheViewTreesTextIsLinearInItsSize() async {
        let app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320), scale: 1))
        let window = app.makeWindow()
        let (root, _) = chain(in: window)
        let text = root.recursiveDescription()
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines.count, Self.depth)
        XCTAssertLessThan(text.utf8.count, Self.depth * 400, "bounded bytes a view")
        XCTAssertEqual(lines[2], "   |    | <UIView; frame = (0 0; 200 200)>")
        let deep = ViewTreeNode.indentedLevels
        XCTAssertEqual(lines[deep], Substring(String(repeating: "   | ", count: deep) + "<UIView; frame = (0 0; 200 200)>"))
        XCTAssertEqual(lines[deep + 1], Substring(String(repeating: "   | ", count: deep) + "[depth \(deep + 1)] <UIView; frame = (0 0; 200 200)>"))
        XCTAssertTrue(lines.last!.contains("[depth \(Self.depth - 1)] <"), String(lines.last!))
        root.removeFromSuperview()
    }
}
