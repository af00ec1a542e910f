import Foundation
import Raster
import SandboxKit

/// A label stand-in (UILabel is not in SandboxKit yet): one line of text drawn by the display pass, so a
/// text change costs a redraw of its backing store and a composite of its rectangle, as a label's does.
final class BenchLabel: UIView {
    var text = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    override func draw(_ rect: CGRect) {
        text.draw(at: CGPoint(x: 4, y: 4), font: .systemFont(ofSize: 14), color: .black)
    }
}

/// A container whose `layoutSubviews` places its subviews in a grid that follows its bounds.
final class GridView: UIView {
    var columns = 100
    override func layoutSubviews() {
        let n = subviews.count, rows = (n + columns - 1) / max(columns, 1)
        let w = bounds.width / CGFloat(columns), h = bounds.height / CGFloat(max(rows, 1))
        for (i, v) in subviews.enumerated() {
            v.frame = CGRect(x: CGFloat(i % columns) * w + 1, y: CGFloat(i / columns) * h + 1, width: max(w - 2, 1), height: max(h - 2, 1))
        }
    }
}

/// The scene cases of benchmarks.md, driven through SandboxKit's run loop and compositor.
@MainActor
enum SceneCases {
    static let names = ["idle_frame", "one_view_changed_frame", "views_1000_frame", "views_10000_frame",
                        "views_10000_moved_frame", "layout_10000", "children_10000"]

    /// The scene cases `wants` selects (built only when selected: building 10,000 views takes a while).
    static func selected(_ s: BenchState, _ wants: (String) -> Bool) -> [BenchCase] {
        let makers: [(String, () -> BenchCase)] = [
            ("idle_frame", { sandboxScene(s, changeOneLabel: false) }),
            ("one_view_changed_frame", { sandboxScene(s, changeOneLabel: true) }),
            ("views_1000_frame", { views(s, count: 1000, moved: false) }),
            ("views_10000_frame", { views(s, count: 10000, moved: false) }),
            ("views_10000_moved_frame", { views(s, count: 10000, moved: true) }),
            ("layout_10000", { layout(s) }),
            ("children_10000", { ControllerCases.children(s, count: 10000) }),
        ]
        return makers.filter { wants($0.0) }.map { $0.1() }
    }

    static func makeApp(_ s: BenchState) -> (UIApplication, UIWindow) {
        let app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: CGFloat(s.width), height: CGFloat(s.height)), scale: 1))
        let window = app.makeWindow()
        window.backgroundColor = .white
        window.compositor.threadCount = s.threads
        return (app, window)
    }

    /// Whether an incremental composite left exactly the pixels a full repaint gives, and (with
    /// `--threads`) a threaded composite exactly the pixels of a one-thread full repaint.
    static func matchesFullRepaint(_ app: UIApplication, _ window: UIWindow) -> (Bool, Int) {
        let incremental = window.framebuffer
        let threads = window.compositor.threadCount
        window.compositor.threadCount = 1
        window.compositor.setNeedsFullRepaint()
        app.runTurn()
        let full = window.framebuffer
        window.compositor.threadCount = threads
        var bad = 0
        for i in 0..<min(incremental.pixels.count, full.pixels.count) where incremental.pixels[i] != full.pixels[i] { bad += 1 }
        if threads > 1 {
            window.compositor.setNeedsFullRepaint()
            app.runTurn()
            let threaded = window.framebuffer
            for i in 0..<min(threaded.pixels.count, full.pixels.count) where threaded.pixels[i] != full.pixels[i] { bad += 1 }
        }
        return (bad == 0 && incremental.pixels.count == full.pixels.count, bad)
    }

    /// A sandbox-like scene: tab bar with items, three labels, an event overlay of 200 rows of text.
    static func sandboxScene(_ s: BenchState, changeOneLabel: Bool) -> BenchCase {
        let (app, window) = makeApp(s)
        let W = CGFloat(s.width), H = CGFloat(s.height)
        let tabBar = UIView(frame: CGRect(x: 0, y: H - 49, width: W, height: 49))
        tabBar.backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
        window.addSubview(tabBar)
        for i in 0..<4 {
            let item = UIView(frame: CGRect(x: CGFloat(i) * W / 4 + W / 8 - 14, y: 6, width: 28, height: 28))
            item.backgroundColor = i == 0 ? .blue : .gray
            item.layer.cornerRadius = 6
            tabBar.addSubview(item)
        }
        var labels: [BenchLabel] = []
        for i in 0..<3 {
            let label = BenchLabel(frame: CGRect(x: 40, y: 60 + CGFloat(i) * 60, width: 100, height: 40))
            label.text = "Label \(i)"
            window.addSubview(label)
            labels.append(label)
        }
        let overlay = UIView(frame: CGRect(x: W * 0.6, y: 0, width: W * 0.4, height: H - 49))
        overlay.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.75)
        window.addSubview(overlay)
        let rowHeight = max(1, (H - 49) / 200)
        for i in 0..<200 {
            let row = BenchLabel(frame: CGRect(x: 4, y: CGFloat(i) * rowHeight, width: W * 0.4 - 8, height: rowHeight))
            row.text = "#\(i) b.viewDidAppear(true)"
            overlay.addSubview(row)
        }
        app.runTurn()
        var flip = false
        let frame = {
            if changeOneLabel {
                flip.toggle()
                labels[1].text = flip ? "Label 1 changed" : "Label 1"
            }
            app.runTurn()
        }
        let name = changeOneLabel ? "one_view_changed_frame" : "idle_frame"
        return BenchCase(name: name, frame: frame, verify: {
            let before = window.framebuffer, repaints = window.compositor.repaintCount
            frame()
            let damage = window.compositor.repaintCount == repaints ? IntRect.zero : window.damagedRect
            if changeOneLabel {
                // only the label's 100×40 is repainted, and the result is what a full repaint gives
                let ok = damage == IntRect(x: 40, y: 120, width: 100, height: 40) || (damage.area <= 100 * 40 && !damage.isEmpty)
                let (same, bad) = matchesFullRepaint(app, window)
                return (ok && same, "check=\(ok && same ? "ok" : "FAIL") damage=\(damage) badpx=\(bad)")
            }
            let unchanged = before == window.framebuffer && damage.isEmpty
            return (unchanged, "check=\(unchanged ? "ok" : "FAIL") damage=\(damage)")
        })
    }

    /// N small views (rounded, every third translucent, every seventh rotated) in a grid; either
    /// composited from scratch each frame or with one view moved each frame.
    static func views(_ s: BenchState, count: Int, moved: Bool) -> BenchCase {
        let (app, window) = makeApp(s)
        let grid = GridView(frame: CGRect(x: 0, y: 0, width: CGFloat(s.width), height: CGFloat(s.height)))
        grid.columns = count >= 10000 ? 125 : 40
        window.addSubview(grid)
        for i in 0..<count {
            let v = UIView(frame: .zero)
            v.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: CGFloat(i % 11) / 11, blue: CGFloat(i % 13) / 13,
                                        alpha: i % 3 == 0 ? 0.6 : 1)
            v.layer.cornerRadius = 3
            if i % 7 == 0 { v.transform = CGAffineTransform(rotationAngle: 0.3) }
            grid.addSubview(v)
        }
        app.runTurn()
        let mover = grid.subviews[count / 2]
        let home = mover.frame
        var flip = false
        let frame = {
            if moved {
                flip.toggle()
                mover.frame = flip ? home.offsetBy(dx: 3, dy: 2) : home
            } else {
                grid.setNeedsLayout()
                window.compositor.setNeedsFullRepaint()
            }
            app.runTurn()
        }
        let name = moved ? "views_\(count)_moved_frame" : "views_\(count)_frame"
        return BenchCase(name: name, frame: frame, verify: {
            frame()
            let damage = window.damagedRect
            let (same, bad) = matchesFullRepaint(app, window)
            let damageOK = moved ? damage.area > 0 && damage.area < 64 * 64 : damage == s.full
            return (same && damageOK, "check=\(same && damageOK ? "ok" : "FAIL") damage=\(damage) badpx=\(bad)")
        })
    }

    /// A layout pass over 10,000 views after the root's bounds changed (no composite).
    static func layout(_ s: BenchState) -> BenchCase {
        let grid = GridView(frame: CGRect(x: 0, y: 0, width: CGFloat(s.width), height: CGFloat(s.height)))
        for _ in 0..<10000 { grid.addSubview(UIView(frame: .zero)) }
        grid.layoutIfNeeded()
        var flip = false
        let frame = {
            flip.toggle()
            grid.bounds = CGRect(x: 0, y: 0, width: CGFloat(s.width) - (flip ? 100 : 0), height: CGFloat(s.height))
            grid.layoutIfNeeded()
        }
        return BenchCase(name: "layout_10000", frame: frame, verify: {
            frame()
            let w = grid.bounds.width / 100, h = grid.bounds.height / 100
            var bad = 0
            for (i, v) in grid.subviews.enumerated() {
                let want = CGRect(x: CGFloat(i % 100) * w + 1, y: CGFloat(i / 100) * h + 1, width: w - 2, height: h - 2)
                if abs(v.frame.minX - want.minX) > 1e-9 || abs(v.frame.width - want.width) > 1e-9 || abs(v.frame.minY - want.minY) > 1e-9 { bad += 1 }
            }
            return (bad == 0, "check=\(bad == 0 ? "ok" : "FAIL") misplaced=\(bad)")
        })
    }
}
