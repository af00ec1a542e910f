import Foundation
import Raster
@testable import sandbox
import SandboxKit
@testable import SDLPlatform
import XCTest

/// The overlay's view inspector (V) on the in-process device, as a user works it: the tree of the
/// device's views under their controllers, a click on a row selects it (its details below, an outline
/// around it on the device screen), a click on its triangle collapses it.
final class ViewInspectorTests: HeadlessSandboxTestCase {
    private var inspector: ViewInspectorView { app.desk.overlay.inspector }

    private func settle() { _ = app.settledSnapshot(host: host) }

    /// The desktop-window point over the inspector's visible row `row`, `x` points from its left.
    private func point(row: Int, x: CGFloat) -> CGPoint {
        inspector.convert(CGPoint(x: x, y: (CGFloat(row) + 0.5) * OverlayPanel.rowHeight), to: nil)
    }

    func testTheTreeShowsTheDevicesViewsUnderTheirControllersAndSelectionOutlinesOne() async throws {
        host.handle(.key("v"))
        settle()
        XCTAssertTrue(app.desk.overlay.showsInspector)
        XCTAssertTrue(app.desk.overlay.eventList.isHidden)
        let rows = inspector.visibleRows
        XCTAssertEqual(rows.first?.node.className, "UIWindow")
        XCTAssertEqual(rows.first?.node.frame, app.deviceWindow.frame)
        // The tabs container's root view, and the shown page's under it.
        let tabsRow = try XCTUnwrap(rows.firstIndex { $0.node.controller == "tabs" })
        let pageRow = try XCTUnwrap(rows.firstIndex { $0.node.controller == "messages" })
        XCTAssertGreaterThan(rows[pageRow].depth, rows[tabsRow].depth)
        XCTAssertTrue(ViewInspectorView.text(of: rows[pageRow], collapsed: false).hasSuffix("UIView  ◂ messages"))

        // A click on the page's row selects it: its details, and an outline around it on the device.
        // (Scrolled first: the tab bar's views come before it.)
        inspector.scroll(by: pageRow - 2)
        XCTAssertEqual(inspector.firstRow, pageRow - 2)
        host.handle(.pointerDown(point(row: 2, x: 200)))
        host.handle(.pointerUp(point(row: 2, x: 200)))
        settle()
        XCTAssertEqual(inspector.selectedPath, rows[pageRow].path)
        let page = try XCTUnwrap(app.tabs?.children.first { $0.debugName == "messages" })
        let expected = page.view.convert(page.view.bounds, to: app.deviceWindow)
        XCTAssertEqual(inspector.selectedRect, expected)
        XCTAssertEqual(inspector.detailLines.count, 4)
        guard inspector.detailLines.count == 4 else { return }
        XCTAssertTrue(inspector.detailLines[0].hasPrefix("UIView — root view of messages ("), inspector.detailLines[0])
        XCTAssertEqual(inspector.detailLines[1], "frame \(ViewTreeNode.text(page.view.frame))  bounds \(ViewTreeNode.text(page.view.bounds))")
        XCTAssertTrue(inspector.detailLines[2].hasPrefix("transform identity  alpha 1  hidden NO"), inspector.detailLines[2])
        let outline = try XCTUnwrap(app.deviceWindow.subviews.last)
        XCTAssertEqual(outline.frame, expected)
        XCTAssertFalse(outline.isUserInteractionEnabled)
        // The outline is on the device screen, and not in the tree it outlines.
        let shot = app.deviceWindow.framebuffer
        let s = app.deviceApp.screen.scale
        let edge = shot[Int((expected.midX * s).rounded()), Int((expected.minY * s).rounded()) + 1]
        XCTAssertGreaterThan(edge.red, 200)
        XCTAssertLessThan(edge.green, 120)
        XCTAssertEqual(inspector.tree?.children.count, app.deviceWindow.subviews.count - 1)

        // A click on the container's triangle collapses it: the page's row goes.
        let before = inspector.visibleRows.count
        inspector.scroll(by: -inspector.firstRow)
        host.handle(.pointerDown(point(row: tabsRow, x: CGFloat(rows[tabsRow].depth) * ViewInspectorView.indent + 4)))
        host.handle(.pointerUp(point(row: tabsRow, x: CGFloat(rows[tabsRow].depth) * ViewInspectorView.indent + 4)))
        settle()
        XCTAssertTrue(inspector.collapsed.contains(rows[tabsRow].path))
        XCTAssertLessThan(inspector.visibleRows.count, before)
        XCTAssertFalse(inspector.visibleRows.contains { $0.node.controller == "messages" })

        // V again: the event list is back and the outline is gone.
        host.handle(.key("v"))
        settle()
        XCTAssertFalse(app.desk.overlay.showsInspector)
        XCTAssertFalse(app.deviceWindow.subviews.contains { $0 === outline })
    }

    /// A view's constraints, transform, alpha and hidden state as the details show them.
    func testTheDetailsListConstraintsTransformAlphaAndHidden() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
        ])
        child.alpha = 0.25
        child.isHidden = true
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        let tree = root.viewTree()
        inspector.show(tree)
        inspector.select([0])
        let lines = inspector.detailLines
        XCTAssertTrue(lines[2].hasPrefix("transform [2, 0, 0, 2, 0, 0]  alpha 0.25  hidden YES"), lines[2])
        XCTAssertEqual(lines.count, 6)
        guard lines.count == 6 else { return }
        XCTAssertEqual(lines[3], "2 constraints:")
        XCTAssertEqual(Set(lines[4...].map { $0.contains(".leading == UIView:0x") && $0.hasSuffix("+ 10   (active)>") ? "leading" : $0.hasSuffix(".width == 50   (active)>") ? "width" : $0 }),
                       ["leading", "width"])
        XCTAssertEqual(tree.children[0].summary.contains("hidden = YES"), true)
    }

    /// Another demo picked: the inspector's and the event list's selections are gone (they pointed at
    /// whatever view or line now sat at the old place).
    func testPickingAnotherDemoClearsTheSelections() async throws {
        try pick(.views)
        let inspector = app.desk.overlay.inspector
        inspector.select([0])
        XCTAssertNotNil(inspector.selectedPath)
        let list = app.desk.overlay.eventList
        let row = try XCTUnwrap(list.events.last)
        list.select(seq: row.seq)
        XCTAssertEqual(list.selectedSeq, row.seq)
        try pick(.navigation)
        XCTAssertNil(inspector.selectedPath)
        XCTAssertNil(inspector.selectedRect)
        XCTAssertNil(list.selectedSeq)
    }
}
