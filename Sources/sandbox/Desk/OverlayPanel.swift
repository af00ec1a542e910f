import DeviceLink
import Foundation
import SandboxKit

/// The panel on the right of the device: a status line, the controls, and the live lifecycle event
/// list (newest last; each line has the time, the frame, the call as in the canonical trace in the
/// controller's own colour, and the cause; the checker's findings in red with the rule and the fix;
/// `EventListView` adds hover, selection, scrolling and pausing).
final class OverlayPanel: UIView {
    /// A control was clicked; the argument is the key it stands for ("s", "Space", …).
    var onControl: ((String) -> Void)?

    private let heading = UILabel()
    private let statusLabel = UILabel()
    private var controls: [UIButton] = []
    /// The demos menu and the picked demo's caption, under the controls (DemoMenu.swift).
    let menu = DemoMenu()
    private var controlKeys: [String] = []
    /// Where the controller table starts: below the controls, which wrap to the panel's width.
    private var headerHeight: CGFloat = 104
    let eventList = EventListView()
    /// The view inspector (V), shown in the event list's place.
    let inspector = ViewInspectorView()
    private var colours: [String: UIColor] = [:]
    private let controllerHeader = ControllerRowView()
    private var controllerViews: [ControllerRowView] = []
    /// What the controller table shows, one row per live controller of the device application.
    private(set) var controllerRows: [ControllerRow] = []
    /// The controller table shows at most this many rows, so the event list keeps its room.
    static let maxControllerRows = 14
    static let paletteRGB: [UInt32] = [0x5AC8FA, 0xFF9500, 0x34C759, 0xFF2D55, 0xFFCC00, 0x9FA8FF, 0xC38BFF, 0x7FDBCA]
    static let palette: [UIColor] = paletteRGB.map { UIColor(rgb: $0) }
    /// The palette as a device process reads it (`DeviceLaunchSettings.tint`).
    static var tintSpecification: String { paletteRGB.map { String(format: "%06X", $0) }.joined(separator: ",") }
    static let rowHeight: CGFloat = 17

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0x2B2C30)
        layer.cornerRadius = 10
        clipsToBounds = true
        heading.text = "Lifecycle events"
        heading.font = .boldSystemFont(ofSize: 18)
        heading.textColor = .white
        addSubview(heading)
        statusLabel.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        statusLabel.textColor = UIColor(rgb: 0xBDC1C6)
        statusLabel.textAlignment = .right
        addSubview(statusLabel)
        addSubview(menu)
        controllerHeader.showHeader()
        addSubview(controllerHeader)
        // E and D show the tabs' transition choice, titled as `TabsDemoKeys` retitles them when it changes.
        let initialChoice = TabsTransitionChoice()
        let items: [(String, String)] = [("Slow (S)", "s"), ("Pause (Space)", "Space"), ("Step (N)", "n"),
                                         ("Clear (C)", "c"), ("Record (R)", "r"), ("Trace (T)", "t"), ("Memory warning (M)", "m"),
                                         (initialChoice.effectTitle, "e"), (initialChoice.durationTitle, "d"), ("Pause list (P)", "p")]
        for (title, key) in items {
            let b = UIButton(type: .system, primaryAction: UIAction(title: title) { [unowned self] _ in
                self.onControl?(key)
            })
            b.titleLabel?.font = .systemFont(ofSize: 13)
            b.setTitleColor(.white, for: .normal)
            b.setTitleColor(UIColor(white: 1, alpha: 0.5), for: .highlighted)
            b.backgroundColor = UIColor(rgb: 0x3C4043)
            b.layer.cornerRadius = 6
            addSubview(b)
            controls.append(b)
            controlKeys.append(key)
        }
        eventList.colour = { [unowned self] in self.colour(for: $0) }
        eventList.onPauseChange = { [unowned self] paused in
            self.setControlTitle(paused ? "Resume list (P)" : "Pause list (P)", forKey: "p")
        }
        addSubview(eventList)
        inspector.colour = { [unowned self] in self.colour(for: $0) }
        inspector.isHidden = true
        addSubview(inspector)
    }

    /// Whether the view inspector is shown instead of the event list (which keeps recording).
    var showsInspector: Bool {
        get { !inspector.isHidden }
        set {
            inspector.isHidden = !newValue
            eventList.isHidden = newValue
            heading.text = newValue ? "Views" : "Lifecycle events"
        }
    }

    var status: String {
        get { statusLabel.text ?? "" }
        set { statusLabel.text = newValue }
    }

    /// The title of the control for `key` (the effect and duration controls show their current value).
    func controlTitle(forKey key: String) -> String? {
        controlKeys.firstIndex(of: key).flatMap { controls[$0].title(for: .normal) }
    }

    func setControlTitle(_ title: String, forKey key: String) {
        guard let i = controlKeys.firstIndex(of: key), controls[i].title(for: .normal) != title else { return }
        controls[i].setTitle(title, for: .normal)
        setNeedsLayout()
    }

    /// A monospaced label in the overlay's style.
    static func monoLabel(_ colour: UIColor) -> UILabel {
        let l = UILabel()
        l.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        l.textColor = colour
        return l
    }

    /// Shows `rows` in the controller table (redraws only when something changed).
    func updateControllers(_ rows: [ControllerRow]) {
        guard rows != controllerRows else { return }
        let relayout = rows.count != controllerRows.count
        controllerRows = rows
        if relayout { setNeedsLayout() } else { refreshControllers() }
    }

    private func refreshControllers() {
        for (i, v) in controllerViews.enumerated() {
            v.show(i < controllerRows.count ? controllerRows[i] : nil, panel: self)
        }
    }

    func append(_ event: LifecycleEvent) { eventList.append(event) }

    func append(contentsOf events: [LifecycleEvent]) { eventList.append(contentsOf: events) }

    func clear() { eventList.clear() }

    /// Gives `controller` its colour (a device process chose it), replacing one assigned before.
    func setColour(_ colour: UIColor, for controller: String) { colours[controller] = colour }

    /// The controller's colour: assigned from the palette in order of first appearance.
    func colour(for controller: String) -> UIColor {
        if let c = colours[controller] { return c }
        let c = Self.palette[colours.count % Self.palette.count]
        colours[controller] = c
        return c
    }

    override func layoutSubviews() {
        let b = bounds
        heading.frame = CGRect(x: 16, y: 12, width: 220, height: 26)
        statusLabel.frame = CGRect(x: 240, y: 14, width: max(0, b.width - 256), height: 22)
        var x: CGFloat = 16, y: CGFloat = 50
        for c in controls {
            let w = (c.sizeThatFits(.zero).width + 20).rounded()
            if x > 16 && x + w > b.width - 16 { x = 16; y += 40 }
            c.frame = CGRect(x: x, y: y, width: w, height: 32)
            x += w + 8
        }
        menu.frame = CGRect(x: 16, y: y + 44, width: b.width - 32, height: menu.layOut(width: b.width - 32))
        headerHeight = menu.frame.maxY + 14
        // The controller table (its name column indented as the tree), then the event list below it.
        controllerHeader.frame = CGRect(x: 16, y: headerHeight, width: b.width - 32, height: Self.rowHeight)
        let tableCount = min(controllerRows.count, Self.maxControllerRows)
        while controllerViews.count < tableCount { let v = ControllerRowView(); controllerViews.append(v); addSubview(v) }
        while controllerViews.count > tableCount { controllerViews.removeLast().removeFromSuperview() }
        for (i, v) in controllerViews.enumerated() {
            v.frame = CGRect(x: 16, y: headerHeight + CGFloat(i + 1) * Self.rowHeight, width: b.width - 32, height: Self.rowHeight)
        }
        refreshControllers()
        let listTop = headerHeight + CGFloat(tableCount + 2) * Self.rowHeight
        eventList.frame = CGRect(x: 16, y: listTop, width: b.width - 32, height: max(0, b.height - listTop - 12))
        inspector.frame = eventList.frame
    }
}

/// One line of the controller table: the name in the controller's colour, indented by its depth in
/// the tree, then its state, parent and flags.
final class ControllerRowView: UIView {
    private let name = OverlayPanel.monoLabel(.white), columns = OverlayPanel.monoLabel(UIColor(rgb: 0xE8EAED))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(name)
        addSubview(columns)
    }

    override func layoutSubviews() {
        let b = bounds
        name.frame = CGRect(x: 0, y: 0, width: 168, height: b.height)
        columns.frame = CGRect(x: 172, y: 0, width: max(0, b.width - 172), height: b.height)
    }

    func showHeader() {
        for l in [name, columns] { l.textColor = UIColor(rgb: 0x9AA0A6) }
        name.text = "controller"
        columns.text = ControllerRow.columnsHeader
    }

    func show(_ row: ControllerRow?, panel: OverlayPanel) {
        guard let row else { name.text = nil; columns.text = nil; return }
        name.text = String(repeating: "  ", count: row.depth) + row.name
        name.textColor = panel.colour(for: row.name)
        columns.text = row.columns
    }
}
