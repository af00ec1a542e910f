import Foundation

/// UIKit's picker: spinning wheels (components) of rows, side by side, with the selected row of each in
/// a grey band across the middle. 216 points tall as UIKit's (a picker made with no frame is 320×216);
/// each wheel shows its selected row in the band and the rows around it above and below, fading out,
/// as the data source counts them and the delegate titles them (`titleForRow`, `attributedTitleForRow`'s
/// string, or `viewForRow`'s view).
///
/// Dragging a wheel up or down moves its rows with the finger; on lifting, it settles on the row
/// nearest the band and, if that row is new, calls the delegate's `didSelectRow`. Tapping a row above
/// or below the band settles the wheel on it the same way. `selectRow(_:inComponent:animated:)`
/// selects without calling the delegate, as in UIKit. Simpler than UIKit: no momentum after a flick
/// (the wheel stops where the finger lifts), no 3D curvature and no sound.
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Kept for source compatibility: iOS has always drawn the band since iOS 7.
    open var showsSelectionIndicator = true

    static let standardHeight: CGFloat = 216
    static let standardRowHeight: CGFloat = 32
    static let sideMargin: CGFloat = 9
    static let componentGap: CGFloat = 5
    /// What the default `viewForRow` returns: the delegate gives no views.
    static let noRowView = UIView()

    /// The selected row of each wheel, and how many rows it has.
    private var selected: [Int] = []
    private var rowCounts: [Int] = []
    private var needsReload = true
    /// The wheel being dragged, with the drag's offset in points (positive: rows moved down).
    private var drag: (component: Int, startY: CGFloat, offset: CGFloat, moved: Bool)?
    private let band = UIView()
    private var rowViews: [UIView] = []

    public override init(frame: CGRect) {
        let size = frame.size == .zero ? CGSize(width: 320, height: Self.standardHeight) : frame.size
        super.init(frame: CGRect(origin: frame.origin, size: size))
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    public convenience init() { self.init(frame: .zero) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width > 0 ? size.width : 320, height: Self.standardHeight) }

    // MARK: Data

    open var numberOfComponents: Int { loadIfNeeded(); return rowCounts.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    open func reloadAllComponents() {
        needsReload = true
        rowsChanged()
    }

    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    private func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let ds = dataSource else { rowCounts = []; selected = []; return }
        rowCounts = (0..<max(ds.numberOfComponents(in: self), 0)).map { max(ds.pickerView(self, numberOfRowsInComponent: $0), 0) }
        selected = rowCounts.enumerated().map { c, count in
            let was = selected.indices.contains(c) ? selected[c] : 0
            return min(max(was, 0), max(count - 1, 0))
        }
    }

    /// The selected row of `component`, or -1 when it has no rows (as UIKit answers).
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return -1 }
        return selected[component]
    }

    /// Turns the wheel to `row` (clamped to its rows); the delegate is not told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
        let r = min(max(row, 0), rowCounts[component] - 1)
        guard r != selected[component] else { return }
        selected[component] = r
        rowsChanged()
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: componentWidth(component), height: rowHeight(component))
    }

    /// The view showing `row` of `component`, if the delegate gives views and the row is shown.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        rowViews.first { $0.tag == Self.tag(row: row, component: component) && !($0 is UILabel && usesTitles) }
    }

    // MARK: Geometry

    var evenComponentWidth: CGFloat {
        let n = CGFloat(max(numberOfComponents, 1))
        return max((bounds.width - 2 * Self.sideMargin - Self.componentGap * (n - 1)) / n, 0)
    }

    private func componentWidth(_ c: Int) -> CGFloat {
        let w = delegate?.pickerView(self, widthForComponent: c) ?? evenComponentWidth
        return w.isFinite ? max(w, 0) : 0
    }

    private func rowHeight(_ c: Int) -> CGFloat {
        let h = delegate?.pickerView(self, rowHeightForComponent: c) ?? Self.standardRowHeight
        // a row under a point tall is taken as a point: the rows shown stay countable
        return h.isFinite && h > 0 ? max(h, 1) : Self.standardRowHeight
    }

    /// Each wheel's x range: the wheels are centred as a block, as UIKit centres them.
    private func componentRanges() -> [(x: CGFloat, width: CGFloat)] {
        let widths = (0..<numberOfComponents).map(componentWidth)
        let total = widths.reduce(0, +) + Self.componentGap * CGFloat(max(widths.count - 1, 0))
        var x = ((bounds.width - total) / 2).rounded()
        return widths.map { w in
            defer { x += w + Self.componentGap }
            return (x, w)
        }
    }

    private var usesTitles = true

    private static func tag(row: Int, component: Int) -> Int { 1_000_000 + component * 100_000 + row }

    // MARK: Layout

    /// The row views need making again (data, selection, a drag or the size changed); made in the next
    /// layout pass, whose adding of them asks for one more pass that finds nothing to do.
    private var rowsStale = true
    private var rowsBuiltFor: CGSize = .zero

    private func rowsChanged() {
        rowsStale = true
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        guard rowsStale || rowsBuiltFor != bounds.size else { return }
        rowsStale = false
        rowsBuiltFor = bounds.size
        let b = bounds
        let midY = b.midY
        let bandHeight = numberOfComponents > 0 ? rowHeight(0) : Self.standardRowHeight
        band.frame = CGRect(x: Self.sideMargin, y: (midY - bandHeight / 2).rounded(), width: max(b.width - 2 * Self.sideMargin, 0),
                            height: bandHeight)
        for v in rowViews { v.removeFromSuperview() }
        rowViews = []
        for (c, range) in componentRanges().enumerated() where rowCounts[c] > 0 {
            let h = rowHeight(c)
            let offset = drag?.component == c ? drag!.offset : 0
            // the rows whose centres fall inside the picker
            let reach = b.height.isFinite ? min(Int((max(b.height, 0) / 2 / h).rounded(.up)) + 1, 1_000) : 1
            let centre = min(max(selected[c] - Int((offset / h).rounded()), 0), rowCounts[c] - 1)
            for row in max(centre - reach, 0)...min(centre + reach, rowCounts[c] - 1) {
                let y = midY + CGFloat(row - selected[c]) * h + offset
                guard y > b.minY - h / 2, y < b.maxY + h / 2 else { continue }
                let view = rowView(row: row, component: c)
                view.frame = CGRect(x: range.x, y: (y - h / 2).rounded(), width: range.width, height: h)
                // rows fade as they turn away from the band
                let distance = abs(y - midY) / max(b.height / 2, 1)
                view.alpha = max(1 - distance * 0.75, 0.15)
                view.tag = Self.tag(row: row, component: c)
                view.isUserInteractionEnabled = false
                addSubview(view)
                rowViews.append(view)
            }
        }
    }

    private func rowView(row: Int, component: Int) -> UIView {
        if let delegate {
            let custom = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
            if custom !== Self.noRowView {
                usesTitles = false
                return custom
            }
        }
        usesTitles = true
        let label = UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.text = attributed.string
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    // MARK: Touches

    private func component(at x: CGFloat) -> Int? {
        componentRanges().firstIndex { x >= $0.x - Self.componentGap / 2 && x < $0.x + $0.width + Self.componentGap / 2 }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self), let c = component(at: p.x), numberOfRows(inComponent: c) > 0 else { return }
        drag = (c, p.y, 0, false)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self), var d = drag, wheelHasRows(d.component) else { return }
        d.offset = p.y - d.startY
        if abs(d.offset) > 4 { d.moved = true }
        // the wheel stops at its first and last rows, as UIKit's does (without the rubber band)
        let h = rowHeight(d.component)
        let top = CGFloat(selected[d.component]) * h
        let bottom = CGFloat(rowCounts[d.component] - 1 - selected[d.component]) * h
        d.offset = min(max(d.offset, -bottom), top)
        drag = d
        rowsChanged()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let d = drag else { return }
        drag = nil
        // the data source may have taken the wheel's rows away during the drag
        guard wheelHasRows(d.component) else { rowsChanged(); return }
        let h = rowHeight(d.component)
        var target = selected[d.component]
        if d.moved {
            target -= Int((d.offset / h).rounded())
        } else if let p = touches.first?.location(in: self) {
            // a tap on a row above or below the band turns the wheel to it
            target += Int(((p.y - bounds.midY) / h).rounded())
        }
        target = min(max(target, 0), rowCounts[d.component] - 1)
        rowsChanged()
        guard target != selected[d.component] else { return }
        selected[d.component] = target
        delegate?.pickerView(self, didSelectRow: target, inComponent: d.component)
    }

    private func wheelHasRows(_ c: Int) -> Bool {
        rowCounts.indices.contains(c) && selected.indices.contains(c) && rowCounts[c] > 0
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        drag = nil
        rowsChanged()
    }
}
