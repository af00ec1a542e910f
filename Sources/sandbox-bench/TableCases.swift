import Foundation
import SandboxKit
import SandboxMedia

/// A 10,000-row table at the device's size, as a list screen has one.
final class BenchRows: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// `table_scroll_frame`: one frame of a scroll through a 10,000-row plain table at the device's screen
/// size (390×844 points, whatever `--size` says): the offset moves 7 points, the layout pass hands the
/// rows that left to the reuse pool and fills the rows that came in, and the window composites.
@MainActor
enum TableCases {
    static let names = ["table_scroll_frame"]

    static func selected(_ wants: (String) -> Bool) -> [BenchCase] {
        wants("table_scroll_frame") ? [scroll()] : []
    }

    static func scroll() -> BenchCase {
        let app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
        if let fonts = try? TTFFontRenderer() { app.fonts = fonts }
        let window = app.makeWindow()
        window.backgroundColor = .white
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = BenchRows(count: 10_000)
        table.dataSource = rows
        window.addSubview(table)
        app.runTurn()
        let end = table.contentSize.height - table.bounds.height
        var step: CGFloat = 7
        let frame = {
            // the table holds its data source weakly, as UIKit's does: the frame keeps it alive
            withExtendedLifetime(rows) {}
            var y = table.contentOffset.y + step
            if y > end || y < 0 { step = -step; y = table.contentOffset.y + step }
            table.contentOffset = CGPoint(x: 0, y: y)
            app.runTurn()
        }
        return BenchCase(name: "table_scroll_frame", frame: frame, verify: {
            // scroll a few hundred frames through, then one more: the rows shown are the right ones,
            // the cells are no more than fit the screen (plus the pool), and the pixels are a full repaint's
            for _ in 0..<300 { frame() }
            frame()
            let first = table.indexPathsForVisibleRows?.first?.row ?? -1
            let rightRows = first == Int(table.contentOffset.y / 44) && table.visibleCells.count <= 21
            let cells = table.visibleCells.count + table.reusableCellCount
            let label = table.cellForRow(at: IndexPath(row: first, section: 0))?.textLabel?.text
            let (same, bad) = SceneCases.matchesFullRepaint(app, window)
            let ok = rightRows && same && cells <= 2 * 21 && label == "Row \(first)"
            return (ok, "check=\(ok ? "ok" : "FAIL") first_row=\(first) cells=\(cells) badpx=\(bad)")
        })
    }
}
