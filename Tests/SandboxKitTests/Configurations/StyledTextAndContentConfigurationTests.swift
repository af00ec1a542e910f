import Raster
import SandboxMedia
import XCTest
@testable import SandboxKit

/// Styled text on labels and text views, and list content configurations in table rows.
@MainActor
final class StyledTextAndContentConfigurationTests: XCTestCase {
    var harness: TouchHarness!
    override func setUp() async throws { harness = TouchHarness() }
    override func tearDown() async throws { harness = nil }

    /// Whether some pixel of `rect` in the window is mostly `channel` (0 red, 1 green, 2 blue).
    private func has(_ channel: Int, in rect: CGRect) -> Bool {
        let fb = harness.window.framebuffer
        let scale = Int(harness.app.screen.scale)
        for y in Int(rect.minY) * scale..<Int(rect.maxY) * scale {
            for x in Int(rect.minX) * scale..<Int(rect.maxX) * scale {
                let p = fb[x, y]
                let c = [Int(p.red), Int(p.green), Int(p.blue)]
                if c[channel] > 150, c.enumerated().allSatisfy({ $0.offset == channel || c[channel] - $0.element > 100 }) { return true }
            }
        }
        return false
    }

    func testLabelDrawsEachRunInItsOwnFontAndColour() async throws {
        harness.app.fonts = try TTFFontRenderer()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.backgroundColor = .white
        let styled = NSMutableAttributedString(string: "RED ", attributes: [.foregroundColor: UIColor.systemRed,
                                                                            .font: UIFont.systemFont(ofSize: 20)])
        styled.append(NSAttributedString(string: "BLUE", attributes: [.foregroundColor: UIColor.systemBlue,
                                                                     .font: UIFont.boldSystemFont(ofSize: 20)]))
        label.attributedText = styled
        XCTAssertEqual(label.text, "RED BLUE")
        XCTAssertEqual(label.textColor, .systemRed, "the label reports its first character's style")
        XCTAssertEqual(label.font, .systemFont(ofSize: 20))
        let runs = label.styledRuns(of: label.textLayout, drawnFont: label.font, color: label.textColor)
        XCTAssertEqual(runs?.first?.map(\.text), ["RED ", "BLUE"])
        XCTAssertEqual(runs?.first?.last?.font, .boldSystemFont(ofSize: 20))
        _ = harness.show(label)
        let redWidth = label.fonts.size(of: "RED ", font: .systemFont(ofSize: 20)).width
        XCTAssertTrue(has(0, in: CGRect(x: 0, y: 0, width: redWidth - 2, height: 40)))
        XCTAssertFalse(has(2, in: CGRect(x: 0, y: 0, width: redWidth - 2, height: 40)))
        XCTAssertTrue(has(2, in: CGRect(x: redWidth, y: 0, width: 300 - redWidth, height: 40)))
        // plain text set afterwards replaces the styles
        label.text = "plain"
        XCTAssertNil(label.styledRuns(of: label.textLayout, drawnFont: label.font, color: label.textColor))
        XCTAssertEqual(label.attributedText?.string, "plain")
    }

    func testWrappedStyledTextKeepsItsRunsAcrossLines() async throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 100))
        label.numberOfLines = 0
        let styled = NSMutableAttributedString(string: "aaaa bbbb ", attributes: [.foregroundColor: UIColor.systemRed])
        styled.append(NSAttributedString(string: "cccc dddd", attributes: [.foregroundColor: UIColor.systemBlue]))
        label.attributedText = styled
        let layout = label.textLayout
        let runs = label.styledRuns(of: layout, drawnFont: label.font, color: label.textColor) ?? []
        XCTAssertGreaterThan(layout.lines.count, 1)
        XCTAssertEqual(runs.map { $0.map(\.text).joined() }, layout.lines.map(\.text), "every character drawn once")
        let blue = runs.flatMap { $0 }.filter { $0.color == .systemBlue }.map(\.text).joined()
        XCTAssertEqual(blue.replacingOccurrences(of: " ", with: ""), "ccccdddd")
    }

    func testTextViewTakesTheFirstStyle() async throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 22),
                                                                                .foregroundColor: UIColor.systemGreen])
        XCTAssertEqual(view.text, "Hello")
        XCTAssertEqual(view.font, .systemFont(ofSize: 22))
        XCTAssertEqual(view.textColor, .systemGreen)
    }

    func testTableRowsShowTheirContentConfiguration() async throws {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row)"
                content.secondaryText = "detail"
                content.textProperties.color = .systemPurple
                cell.contentConfiguration = content
                return cell
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let rows = Rows()
        table.dataSource = rows
        _ = harness.show(table)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let view = try XCTUnwrap(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        XCTAssertEqual(view.frame, cell.contentView.bounds)
        XCTAssertEqual(view.textLabel.text, "Row 1")
        XCTAssertEqual(view.textLabel.textColor, .systemPurple)
        XCTAssertEqual(view.textLabel.frame.minX, 16)
        XCTAssertTrue(cell.textLabel?.isHidden == true, "the style's own label gives way")
        // a cell's subtitle configuration puts the secondary text under the text
        XCTAssertGreaterThan(view.secondaryTextLabel.frame.minY, view.textLabel.frame.minY)
        // reused and configured again: the same content view shows the new configuration
        var next = UIListContentConfiguration.valueCell()
        next.text = "Name"
        next.secondaryText = "Value"
        cell.contentConfiguration = next
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first === view)
        XCTAssertEqual(view.secondaryTextLabel.frame.maxX, cell.contentView.bounds.width - 16)
        XCTAssertEqual(view.secondaryTextLabel.frame.minY, view.textLabel.frame.minY)
    }

    func testLabelShadowIsDrawnAtItsOffset() async throws {
        harness.app.fonts = try TTFFontRenderer()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.backgroundColor = .white
        label.font = .boldSystemFont(ofSize: 30)
        label.text = "III"
        label.textColor = .systemBlue
        label.shadowColor = .systemRed
        label.shadowOffset = CGSize(width: 0, height: 12)
        _ = harness.show(label)
        let text = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        // below the text's box, only the shadow can be red
        XCTAssertTrue(has(0, in: CGRect(x: 0, y: text.maxY, width: 100, height: 60 - text.maxY)))
        XCTAssertTrue(has(2, in: CGRect(x: 0, y: 0, width: 100, height: text.maxY)))
    }

    func testTextFieldStyledPlaceholderAndText() async throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.systemPink])
        XCTAssertEqual(field.placeholder, "Email")
        XCTAssertEqual(field.placeholderColor, .systemPink)
        field.attributedText = NSAttributedString(string: "me@example.com", attributes: [.font: UIFont.systemFont(ofSize: 13)])
        XCTAssertEqual(field.text, "me@example.com")
        XCTAssertEqual(field.font, .systemFont(ofSize: 13))
    }
}
