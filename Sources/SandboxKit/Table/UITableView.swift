import Foundation

/// UIKit's table view: a vertical scroll view of rows in sections, asking its data source for the
/// rows it shows and nothing more.
///
/// Only the rows that overlap the bounds have cells. Each layout pass (which every scroll asks for)
/// hands the cells of rows that left the bounds back to a reuse pool (`tableView(_:didEndDisplaying:…)`)
/// and asks the data source for the rows that came in (`cellForRowAt`, then `willDisplay`); the data
/// source's `dequeueReusableCell(withIdentifier:)` takes a cell from the pool (calling `prepareForReuse`)
/// or makes one of the registered class. The rows' heights come from the delegate's `heightForRowAt`
/// (else `rowHeight`), asked for every row when the data is loaded, as UIKit does without estimated
/// heights; `UITableView.automaticDimension` gives the standard 44 points (cells do not size
/// themselves here).
///
/// Styles: `.plain` — full-width rows with separators, section titles in bars that stick to the top
/// while their section scrolls under them; `.insetGrouped` — sections as white rounded cards (radius 10)
/// 16 points in from the sides on the grouped gray background, titles as small uppercase captions above
/// them; `.grouped` is drawn like `.insetGrouped` without the side insets.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    public static let automaticDimension: CGFloat = -1
    /// The height of a standard row.
    static let standardRowHeight: CGFloat = 44

    public let style: Style
    /// Setting it reloads, as in UIKit: the rows on screen are asked for again.
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// The delegate as a table delegate (the scroll view's `delegate`, cast once when set).
    weak var tableDelegate: UITableViewDelegate?
    open override var delegate: UIScrollViewDelegate? {
        didSet { tableDelegate = delegate as? UITableViewDelegate; setNeedsReload() }
    }

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The gap after each section (automatic: the style's, 17 points in grouped tables, none in plain
    /// ones). Footer titles are not drawn yet: the gap is all a footer takes.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var allowsSelection = true
    /// A view above the first section, as tall as its frame says and as wide as the table (a search
    /// field, a summary); it scrolls with the rows.
    open var tableHeaderView: UIView? {
        didSet { tableAccessoryViewDidChange(from: oldValue, to: tableHeaderView) }
    }
    /// A view below the last section. `tableFooterView = UIView()` is the usual way to end a plain table
    /// at its last row.
    open var tableFooterView: UIView? {
        didSet { tableAccessoryViewDidChange(from: oldValue, to: tableFooterView) }
    }
    /// Whether a tap selects a row in editing mode (UIKit: no).
    open var allowsSelectionDuringEditing = false

    /// Whether the table is in editing mode; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }
    var editingMode = false

    /// Enters or leaves editing mode: each editable row shows its editing control (UITableView+Editing.swift).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingMode else { return }
        editingMode = editing
        editingModeDidChange(animated: animated)
    }
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator

    /// What the table knows of its data: the sections' rows and where they are.
    var geometry = TableGeometry()
    var needsReload = true
    /// The cells on screen, by row.
    var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
    /// Cells leaving with a delete animation; handed back to the pool when it ends.
    var vanishingCells: [UITableViewCell] = []
    var reusePool = CellReusePool<UITableViewCell>()
    var registrations: [String: UITableViewCell.Type] = [:]
    /// Cells registered from a nib or a storyboard prototype: each call makes a fresh copy (UITableView+Nib.swift).
    var nibCellMakers: [String: @MainActor () -> UITableViewCell?] = [:]
    var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Section headers of registered classes that left the screen, waiting to be dequeued again.
    var headerFooterPool = CellReusePool<UITableViewHeaderFooterView>()
    var headerViews: [Int: UIView] = [:]
    /// The inset-grouped style's section cards, by section.
    var sectionCards: [Int: UIView] = [:]
    var selectedRows: [IndexPath] = []
    /// The width the geometry was made for.
    var geometryWidth: CGFloat = -1
    /// Nested `beginUpdates`, and the edits made inside them.
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    /// The cell under the finger (highlighted), if any.
    weak var pressedCell: UITableViewCell?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    // MARK: Registration and reuse

    /// Cells for `identifier` are made of `cellClass` (a `UITableViewCell` subclass) when the pool is empty.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        nibCellMakers[identifier] = nil
        if let type = cellClass as? UITableViewCell.Type { registrations[identifier] = type } else { registrations[identifier] = nil }
    }

    /// Section headers for `identifier` are made of `aClass` (a `UITableViewHeaderFooterView` subclass).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A header that left the screen, or a new one of the registered class; nil when neither exists.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.take(identifier) {
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        return headerFooterRegistrations[identifier]?.init(registeredWithReuseIdentifier: identifier)
    }

    /// A cell from the pool, or a new one of the registered class; nil when neither exists.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusePool.take(identifier) {
            cell.setHighlighted(false, animated: false)
            cell.setSelected(false, animated: false)
            cell.prepareForReuse()
            return cell
        }
        if let make = nibCellMakers[identifier] {
            guard let cell = make() else { return nil }
            cell.tableView = self
            return cell
        }
        guard let type = registrations[identifier] else { return nil }
        let cell = type.init(registeredWithReuseIdentifier: identifier)
        cell.tableView = self
        return cell
    }

    /// As `dequeueReusableCell(withIdentifier:)`, for a registered identifier, with the cell already at
    /// its row's frame (as in UIKit, so `cellForRowAt` can read the cell's size). UIKit raises for an
    /// identifier that is not registered; the sandbox records UIKit's message as a violation and hands
    /// out a default cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            reportUnableToDequeue(identifier)
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        if geometry.contains(indexPath) { cell.frame = geometry.rowRect(indexPath) }
        return cell
    }

    /// The cells in the reuse pool now (the rest of the cells alive are `visibleCells`).
    public var reusableCellCount: Int { reusePool.count }

    // MARK: Data

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Forgets every row and asks the data source again (at the next layout pass, as UIKit does).
    open func reloadData() {
        reportSectionIndex()
        for (ip, cell) in visibleCellsByRow { recycle(cell, at: ip) }
        visibleCellsByRow = [:]
        for (_, h) in headerViews { h.removeFromSuperview() }
        headerViews = [:]
        selectedRows = []
        setNeedsReload()
    }

    /// Loads the counts and heights now if they are owed.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        geometry = makeGeometry()
        geometryWidth = bounds.width
        contentSize = CGSize(width: bounds.width, height: geometry.height)
        selectedRows.removeAll { !geometry.contains($0) }
    }

    open var numberOfSections: Int {
        loadIfNeeded()
        return geometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].numberOfRows : 0
    }

    var isGroupedStyle: Bool { style != .plain }

    /// The style's header height for a section: a title bar (28) or nothing in plain tables; in grouped
    /// ones a caption (38), or a gap (35 before the first section, 17 between sections).
    private func headerHeight(_ section: Int, title: String?) -> CGFloat {
        if let d = tableDelegate {
            let h = d.tableView(self, heightForHeaderInSection: section)
            if h >= 0 { return h }
        }
        if sectionHeaderHeight >= 0 { return sectionHeaderHeight }
        if !isGroupedStyle { return title == nil && tableDelegate?.tableView(self, viewForHeaderInSection: section) == nil ? 0 : 28 }
        return title != nil ? 38 : section == 0 ? 35 : 17
    }

    func makeGeometry() -> TableGeometry {
        var g = TableGeometry()
        let inset: CGFloat = style == .insetGrouped ? 16 : 0
        g.rowMinX = inset
        g.rowWidth = max(bounds.width - 2 * inset, 0)
        g.headerViewHeight = Self.usableHeight(tableHeaderView)
        g.footerViewHeight = Self.usableHeight(tableFooterView)
        guard let ds = dataSource else { return g }
        let count = max(ds.numberOfSections(in: self), 0)
        var y: CGFloat = g.headerViewHeight
        let fallback = rowHeight >= 0 ? rowHeight : UITableView.standardRowHeight
        for s in 0..<count {
            var section = TableGeometry.Section()
            section.headerTop = y
            section.headerHeight = headerHeight(s, title: ds.tableView(self, titleForHeaderInSection: s))
            y += section.headerHeight
            let rows = max(ds.tableView(self, numberOfRowsInSection: s), 0)
            var tops = [CGFloat]()
            tops.reserveCapacity(rows + 1)
            tops.append(y)
            for r in 0..<rows {
                var h = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: r, section: s)) ?? fallback
                if h < 0 || !h.isFinite { h = fallback }
                y += h
                tops.append(y)
            }
            section.rowTops = tops
            section.footerHeight = sectionFooterHeight >= 0 ? sectionFooterHeight : isGroupedStyle ? 17 : 0
            y += section.footerHeight
            g.sections.append(section)
        }
        return g
    }

    // MARK: Rows and cells

    open var visibleCells: [UITableViewCell] {
        visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
    }

    open var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByRow.keys.sorted() }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByRow[indexPath] }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }?.key
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        return geometry.rowRect(indexPath)
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        return geometry.row(at: point.y)
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard geometry.contains(indexPath) else { return }
        let r = geometry.rowRect(indexPath)
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = r.minY - adjustedContentInset.top
        case .middle: y = r.midY - adjustedContentInset.top - visibleHeight / 2
        case .bottom: y = r.maxY - adjustedContentInset.top - visibleHeight
        case .none:
            let top = contentOffset.y + adjustedContentInset.top
            if r.minY < top { y = r.minY - adjustedContentInset.top }
            else if r.maxY > top + visibleHeight { y = r.maxY - adjustedContentInset.top - visibleHeight }
            else { return }
        }
        y = min(max(y, minimumContentOffset.y), maximumContentOffset.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if !needsReload && bounds.width != geometryWidth { needsReload = true }
        if needsReload {
            loadIfNeeded()
            // widths may have changed: rows on screen take their new frames
            for (ip, cell) in visibleCellsByRow { place(cell, at: ip) }
        }
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.headerViewHeight)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.sectionsBottom, width: bounds.width, height: geometry.footerViewHeight)
        layoutRows()
    }

    private func tableAccessoryViewDidChange(from old: UIView?, to new: UIView?) {
        if old !== new {
            old?.removeFromSuperview()
            if let new { addSubview(new) }
        }
        setNeedsReload()
    }

    /// A header or footer view's height as the table takes it: its frame's, never negative.
    private static func usableHeight(_ view: UIView?) -> CGFloat {
        guard let h = view?.frame.height, h.isFinite else { return 0 }
        return max(h, 0)
    }

    /// Gives the rows that overlap the bounds their cells, and takes the others' away.
    func layoutRows() {
        let b = bounds
        let wanted = geometry.rows(from: b.minY, to: b.maxY)
        func isWanted(_ ip: IndexPath) -> Bool {
            wanted.contains { $0.section == ip.section && $0.rows.contains(ip.row) }
        }
        var gone: [IndexPath] = []
        for ip in visibleCellsByRow.keys where !isWanted(ip) { gone.append(ip) }
        for ip in gone {
            if let cell = visibleCellsByRow.removeValue(forKey: ip) { recycle(cell, at: ip) }
        }
        var added = false
        for (section, rows) in wanted {
            for row in rows {
                let ip = IndexPath(row: row, section: section)
                if visibleCellsByRow[ip] == nil { show(cellFor: ip); added = true }
            }
        }
        layoutSections(wanted, cellsAdded: added)
        prefetchRows()
    }

    /// Asks the data source for the row's cell and puts it on screen.
    @discardableResult
    func show(cellFor ip: IndexPath, frame: CGRect? = nil) -> UITableViewCell? {
        guard let ds = dataSource else { return nil }
        let cell = ds.tableView(self, cellForRowAt: ip)
        cell.tableView = self
        visibleCellsByRow[ip] = cell
        place(cell, at: ip)
        if let frame { cell.frame = frame }
        cell.setSelected(selectedRows.contains(ip), animated: false)
        applyEditing(to: cell, at: ip, animated: false)
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
        return cell
    }

    /// The row's frame and the look that depends on its place (separator, grouped corners).
    func place(_ cell: UITableViewCell, at ip: IndexPath) {
        let r = geometry.rowRect(ip)
        if cell.frame != r { cell.frame = r }
        let rows = geometry.sections.indices.contains(ip.section) ? geometry.sections[ip.section].numberOfRows : 0
        let last = ip.row == rows - 1
        cell.separator.isHidden = separatorStyle == .none || (isGroupedStyle && last)
        if let c = separatorColor { cell.separator.backgroundColor = c }
        applySeparatorInset(to: cell)
        if isGroupedStyle {
            // the section's card shows through a cell that kept its default background
            if cell.backgroundColor == .systemBackground { cell.backgroundColor = nil }
            cell.groupedCornerRadius = style == .insetGrouped && (ip.row == 0 || last) ? 10 : 0
        }
    }

    /// Hands a cell that left the screen to the pool (or drops it, when it has no identifier or the
    /// pool already holds plenty).
    func recycle(_ cell: UITableViewCell, at ip: IndexPath?) {
        if let ip { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip) }
        if cell === pressedCell { pressedCell = nil }
        guard let id = cell.reuseIdentifier, reusePool.keep(cell, as: id, limit: max(8, visibleCellsByRow.count)) else {
            cell.removeFromSuperview()
            return
        }
    }

    /// Headers where their sections are (the plain style's stick to the top), and the grouped cards.
    private func layoutSections(_ wanted: [(section: Int, rows: Range<Int>)], cellsAdded: Bool) {
        guard let ds = dataSource else { return }
        let b = bounds
        var shownHeaders = Set<Int>(), shownCards = Set<Int>()
        for (i, s) in geometry.sections.enumerated() where s.bottom > b.minY && s.top < b.maxY {
            if s.headerHeight > 0 {
                var y = s.headerTop
                if !isGroupedStyle {
                    // sticks under the top inset while its section scrolls under it
                    y = min(max(y, b.minY + adjustedContentInset.top), s.rowsBottom - s.headerHeight)
                    y = max(y, s.headerTop)
                }
                let r = CGRect(x: 0, y: y, width: b.width, height: s.headerHeight)
                if r.maxY > b.minY && r.minY < b.maxY, let header = header(for: i, ds) {
                    if header.frame != r { header.frame = r }
                    shownHeaders.insert(i)
                }
            }
            if isGroupedStyle && s.numberOfRows > 0 {
                let card = sectionCards[i] ?? makeCard(i)
                let r = CGRect(x: geometry.rowMinX, y: s.rowsTop, width: geometry.rowWidth, height: s.rowsBottom - s.rowsTop)
                if card.frame != r { card.frame = r }
                shownCards.insert(i)
            }
        }
        for (i, h) in headerViews where !shownHeaders.contains(i) {
            headerViews[i] = nil
            if let reusable = h as? UITableViewHeaderFooterView, let id = reusable.reuseIdentifier, headerFooterRegistrations[id] != nil,
               headerFooterPool.keep(reusable, as: id, limit: 8) { continue }
            h.removeFromSuperview()
        }
        for (i, c) in sectionCards where !shownCards.contains(i) { c.removeFromSuperview(); sectionCards[i] = nil }
        if cellsAdded { for i in shownHeaders.sorted() { if let h = headerViews[i] { bringSubviewToFront(h) } } }
    }

    private func header(for section: Int, _ ds: UITableViewDataSource) -> UIView? {
        if let h = headerViews[section] { return h }
        var view = tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if view == nil, let title = ds.tableView(self, titleForHeaderInSection: section) {
            let h = UITableViewHeaderFooterView(reuseIdentifier: nil)
            h.tableStyle = style
            h.titleLabel.text = isGroupedStyle ? title.uppercased() : title
            view = h
        }
        guard let view else { return nil }
        // a header view of UIKit's class looks like one of this table's headers
        (view as? UITableViewHeaderFooterView)?.tableStyle = style
        if view.superview !== self { addSubview(view) }
        headerViews[section] = view
        return view
    }

    private func makeCard(_ section: Int) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = style == .insetGrouped ? 10 : 0
        card.isUserInteractionEnabled = false
        insertSubview(card, at: 0)
        sectionCards[section] = card
        return card
    }
}

extension UITableViewCell {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}
