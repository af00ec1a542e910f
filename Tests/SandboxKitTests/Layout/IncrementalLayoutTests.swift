import XCTest
@testable import SandboxKit

/// After one constant changes, the layout pass lays out only the views whose frames moved (the solver
/// says which variables it moved), and every frame ends where a fresh layout would put it.
@MainActor
final class IncrementalLayoutTests: XCTestCase {
    /// Counts its `layoutSubviews` calls.
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    /// A column of cards, each below the previous one, each with a title (its height set by a constant)
    /// and a body under the title.
    @MainActor
    final class Column {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 5000))
        var cards: [CountingView] = []
        var titleHeights: [NSLayoutConstraint] = []

        init(cards count: Int) {
            var above = root.topAnchor
            for _ in 0..<count {
                let card = CountingView(), title = UIView(), body = UIView()
                root.addSubview(card)
                card.addSubview(title)
                card.addSubview(body)
                for v in [card, title, body] { v.translatesAutoresizingMaskIntoConstraints = false }
                let h = title.heightAnchor.constraint(equalToConstant: 20)
                NSLayoutConstraint.activate([
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                    card.topAnchor.constraint(equalTo: above, constant: 8),
                    title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
                    title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
                    title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4), h,
                    body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                    body.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5),
                    body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                    body.heightAnchor.constraint(equalToConstant: 30),
                    card.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 4),
                ])
                cards.append(card)
                titleHeights.append(h)
                above = card.bottomAnchor
            }
            root.layoutIfNeeded()
        }

        /// Where a fresh layout puts every view, given the title heights.
        func assertFramesFollow(_ heights: [CGFloat], file: StaticString = #filePath, line: UInt = #line) {
            var y: CGFloat = 8
            for (card, h) in zip(cards, heights) {
                XCTAssertEqual(card.frame, CGRect(x: 10, y: y, width: 280, height: 4 + h + 4 + 30 + 4), file: file, line: line)
                XCTAssertEqual(card.subviews[0].frame, CGRect(x: 4, y: 4, width: 272, height: h), file: file, line: line)
                XCTAssertEqual(card.subviews[1].frame, CGRect(x: 4, y: 8 + h, width: 136, height: 30), file: file, line: line)
                y += 4 + h + 4 + 30 + 4 + 8
            }
        }
    }

    func testAConstantChangeLaysOutOnlyTheViewsWhoseFramesMove() async {
        let column = Column(cards: 30)
        var heights = [CGFloat](repeating: 20, count: 30)
        column.assertFramesFollow(heights)
        for (i, newHeight) in [(0, 44.0), (17, 5), (29, 60), (0, 20)] {
            let before = column.cards.map(\.layouts), rootBefore = column.root.layouts
            column.titleHeights[i].constant = CGFloat(newHeight)
            heights[i] = CGFloat(newHeight)
            column.root.layoutIfNeeded()
            column.assertFramesFollow(heights)
            // the root places the cards that moved; only the changed card lays out its own subviews
            XCTAssertEqual(column.root.layouts, rootBefore + 1)
            let laidOut = zip(column.cards.map(\.layouts), before).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            XCTAssertEqual(laidOut, [i], "change of card \(i)")
        }
    }

    /// The engine keeps each view's position relative to its superview, so a change high in a chain moves
    /// the offsets of the views that move and no others: a taller first title moves the cards below, not
    /// their titles and bodies within them. (In screen coordinates every view below would move, and the
    /// solver and the layout pass would visit them all.)
    func testAChangeHighInAChainMovesOnlyTheOffsetsOfTheViewsThatMove() async {
        let column = Column(cards: 20)
        let engine = LayoutEngine.shared
        func offsets() -> [Double] {
            column.cards.dropFirst().flatMap { card in
                card.subviews.flatMap { v in [engine.value(v.autoLayout!.variables!.left), engine.value(v.autoLayout!.variables!.top)] }
            }
        }
        let before = offsets(), secondCardTop = engine.value(column.cards[1].autoLayout!.variables!.top)
        column.titleHeights[0].constant = 50
        XCTAssertEqual(offsets(), before, "the other cards' contents keep their offsets")
        XCTAssertEqual(engine.value(column.cards[1].autoLayout!.variables!.top), secondCardTop + 30)
        column.root.layoutIfNeeded()
        column.assertFramesFollow([50] + [CGFloat](repeating: 20, count: 19))
    }

    func testAViewPinnedOutsideItsSuperviewIsMovedWhenTheSuperviewMoves() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView(), badge = UIView()
        root.addSubview(box)
        box.addSubview(badge)
        for v in [box, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
            // the badge hangs on the root, not on the box: when the box moves, the badge stays put on screen
            badge.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 40, y: 40, width: 10, height: 10))
        left.constant = 30
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 30)
        XCTAssertEqual(badge.frame, CGRect(x: 20, y: 40, width: 10, height: 10), "its frame in the moved box")
    }
}
