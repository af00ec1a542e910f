import Foundation
import SandboxKit

/// The overlay's live event list, newest last, with the detail box below it.
///
/// - **Flags.** A finding of the checker is its own red line, and it also flags the event it is about:
///   the latest earlier event of the finding's (first) controller that is not a layout or window-move
///   callback (for the checker's immediate findings that is the offending call itself; for its
///   end-of-turn ones, the last thing the controller did). That event is red too, and its details show
///   the rule, the message and the fix.
/// - **Hover and selection.** Hovering over a line shows its details; clicking selects it (again:
///   deselects), and the selection is shown whenever the pointer is over no line.
/// - **Scrolling.** The wheel, a drag, Page Up/Page Down, Home/End. While scrolled up, new events do not
///   move the lines in view, and a strip under the list says how many newer lines there are.
/// - **Pausing.** The display freezes at the events shown; events are still recorded (the list keeps
///   them, the log writers are not involved), and resuming shows every one that arrived meanwhile.
final class EventListView: UIView {
    /// The colour of a controller's calls (the panel's palette).
    var colour: (String) -> UIColor = { _ in .white }
    /// Called when pausing changes (the panel retitles its control).
    var onPauseChange: ((Bool) -> Void)?

    /// Every event kept, oldest first (at most `capacity`).
    private(set) var events: [LifecycleEvent] = []
    /// Findings by the `seq` of the event they flag.
    private var findingsBySeq: [Int: [LifecycleEvent]] = [:]
    /// While paused: how many of `events` are on display.
    private var frozenCount: Int?
    /// How many lines the view is scrolled up from the newest (0: following new events).
    private(set) var linesFromBottom = 0
    private(set) var selectedSeq: Int?
    /// The row under the pointer, while it hovers over the list.
    private var hoveredRow: Int?
    private var lineScroll = LineScroll()

    private var rows: [EventRow] = []
    private let indicator = OverlayPanel.monoLabel(UIColor(rgb: 0x202124))
    private let scrollThumb = UIView()
    let detail = EventDetailView()

    static let capacity = 2000
    static let detailHeight: CGFloat = 104
    static let rowHeight = OverlayPanel.rowHeight
    /// Callbacks never blamed for a finding: the framework makes them whatever the app did.
    private static let neverFlagged: Set<LifecycleMethod> = [.viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewIsAppearing, .loadView,
                                                             .updateViewConstraints, .viewSafeAreaInsetsDidChange,
                                                             .viewWillMoveToWindow, .viewDidMoveToWindow, .finding]

    override init(frame: CGRect) {
        super.init(frame: frame)
        indicator.backgroundColor = UIColor(rgb: 0xFDD663)
        indicator.layer.cornerRadius = 4
        indicator.textAlignment = .center
        indicator.isHidden = true
        scrollThumb.backgroundColor = UIColor(rgb: 0x80868B)
        scrollThumb.layer.cornerRadius = 2
        scrollThumb.isHidden = true
        for v in [indicator, scrollThumb, detail] as [UIView] { addSubview(v) }

        addGestureRecognizer(UIHoverGestureRecognizer(target: self) { [unowned self] g in
            self.hover(g.state == .began || g.state == .changed ? g.location(in: self) : nil)
        })
        addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] g in
            self.select(at: g.location(in: self))
        })
        let pan = UIPanGestureRecognizer(target: self) { [unowned self] g in self.pan(g as! UIPanGestureRecognizer) }
        pan.allowedScrollTypesMask = .all
        addGestureRecognizer(pan)
    }

    // MARK: Events in

    func append(_ event: LifecycleEvent) { append(contentsOf: [event]) }

    /// Appends events in order. The rows are redrawn in the next layout pass, before the frame is drawn,
    /// not per call: one tap can emit dozens of events (a demo switch tears down one set of controllers
    /// and loads another), and redrawing every row for each of them took milliseconds of that frame.
    func append(contentsOf events: [LifecycleEvent]) {
        for e in events { insert(e) }
        clampScroll()
        setNeedsLayout()
    }

    private func insert(_ event: LifecycleEvent) {
        if event.method == .finding, let flagged = flaggedEvent(by: event) {
            findingsBySeq[flagged, default: []].append(event)
        }
        events.append(event)
        // Scrolled up, the lines in view stay put: the offset grows with the list below them.
        if frozenCount == nil && linesFromBottom > 0 { linesFromBottom += 1 }
        if events.count > Self.capacity {
            let drop = events.count - Self.capacity
            for e in events.prefix(drop) { findingsBySeq[e.seq] = nil }
            events.removeFirst(drop)
            if let f = frozenCount { frozenCount = max(0, f - drop) }
        }
    }

    func clear() {
        events.removeAll()
        findingsBySeq.removeAll()
        if frozenCount != nil { frozenCount = 0 }
        linesFromBottom = 0
        selectedSeq = nil
        refresh()
    }

    /// Selects the line of event `seq` (nil: none), whose details the box keeps showing.
    func select(seq: Int?) {
        selectedSeq = seq
        refresh()
    }

    /// Forgets the selected line (another demo: its events are another app's).
    func deselect() {
        if selectedSeq != nil { select(seq: nil) }
    }

    private func flaggedEvent(by finding: LifecycleEvent) -> Int? {
        guard let name = finding.controller else { return nil }
        return events.suffix(500).last { $0.controller == name && !Self.neverFlagged.contains($0.method) }?.seq
    }

    /// The findings that flag `event` (empty for an event the checker had nothing against).
    func findings(for event: LifecycleEvent) -> [LifecycleEvent] { findingsBySeq[event.seq] ?? [] }

    // MARK: What is shown

    /// The events the list can show now: all of them, or those there were when it was paused.
    private var displayed: ArraySlice<LifecycleEvent> { events.prefix(frozenCount ?? events.count) }

    /// The events in the rows, top to bottom (nil for empty rows above the oldest).
    var visibleEvents: [LifecycleEvent?] {
        let list = displayed
        let end = list.endIndex - linesFromBottom
        let start = max(list.startIndex, end - rows.count)
        let shown = Array(list[start..<end])
        return Array(repeating: nil, count: rows.count - shown.count) + shown
    }

    var isPaused: Bool { frozenCount != nil }

    /// The strip under the list: paused, and how many newer lines are below the view ("" when neither).
    var indicatorText: String { indicator.text ?? "" }

    /// The event whose details the box shows: the hovered one, else the selected one.
    var detailEvent: LifecycleEvent? {
        if let r = hoveredRow, let e = visibleEvents[r] { return e }
        return selectedSeq.flatMap { seq in events.last { $0.seq == seq } }
    }

    // MARK: Controls

    func setPaused(_ paused: Bool) {
        guard paused != isPaused else { return }
        if paused {
            frozenCount = events.count
        } else {
            // Scrolled up, stay on the same lines; at the bottom, follow on to the newest.
            if linesFromBottom > 0 { linesFromBottom += events.count - displayed.count }
            frozenCount = nil
        }
        onPauseChange?(paused)
        refresh()
    }

    /// Scrolls `lines` towards older events (negative: towards newer).
    func scroll(by lines: Int) {
        linesFromBottom += lines
        clampScroll()
        refresh()
    }

    /// Page Up/Page Down (a screenful less one line), Home (the oldest), End (the newest). False for other keys.
    func handleKey(_ key: String) -> Bool {
        let page = max(1, rows.count - 1)
        switch key {
        case "PageUp": scroll(by: page)
        case "PageDown": scroll(by: -page)
        case "Home": scroll(by: displayed.count)
        case "End": scroll(by: -linesFromBottom)
        default: return false
        }
        return true
    }

    private func clampScroll() {
        linesFromBottom = min(max(0, linesFromBottom), max(0, displayed.count - rows.count))
    }

    private func hover(_ p: CGPoint?) {
        let row = p.flatMap(row(at:))
        guard row != hoveredRow else { return }
        hoveredRow = row
        refresh()
    }

    private func select(at p: CGPoint) {
        guard let r = row(at: p), let e = visibleEvents[r] else { select(seq: nil); return }
        select(seq: selectedSeq == e.seq ? nil : e.seq)
        refresh()
    }

    private func row(at p: CGPoint) -> Int? {
        rows.firstIndex { $0.frame.contains(p) }
    }

    private func pan(_ g: UIPanGestureRecognizer) {
        let lines = lineScroll.lines(from: g, in: self, rowHeight: Self.rowHeight)
        if lines != 0 { scroll(by: lines) }
    }

    // MARK: Layout and drawing

    override func layoutSubviews() {
        let b = bounds
        let detailTop = max(0, b.height - Self.detailHeight)
        detail.frame = CGRect(x: 0, y: detailTop, width: b.width, height: b.height - detailTop)
        // One line above the box is kept for the strip, so that it never covers an event.
        let count = max(0, Int((detailTop - Self.rowHeight - 4) / Self.rowHeight))
        while rows.count < count { let r = EventRow(); rows.append(r); insertSubview(r, at: 0) }
        while rows.count > count { rows.removeLast().removeFromSuperview() }
        for (i, r) in rows.enumerated() {
            r.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: b.width - 8, height: Self.rowHeight)
        }
        indicator.frame = CGRect(x: 0, y: CGFloat(count) * Self.rowHeight + 1, width: b.width - 8, height: Self.rowHeight)
        clampScroll()
        refresh()
    }

    private func refresh() {
        let visible = visibleEvents
        if let r = hoveredRow, r >= rows.count { hoveredRow = nil }
        for (i, row) in rows.enumerated() {
            let e = visible[i]
            let highlight: EventRow.Highlight = e == nil ? .none
                : e?.seq == selectedSeq ? .selected : i == hoveredRow ? .hovered : .none
            row.show(e, findings: e.map(findings(for:)) ?? [], highlight: highlight, colour: colour)
        }
        let shownEvent = detailEvent
        detail.show(shownEvent, findings: shownEvent.map(findings(for:)) ?? [], colour: colour)
        updateIndicator()
    }

    private func updateIndicator() {
        var parts: [String] = []
        if isPaused { parts.append("list paused, \(events.count - displayed.count) new held · P resumes") }
        if linesFromBottom > 0 { parts.append("▼ \(linesFromBottom) newer line\(linesFromBottom == 1 ? "" : "s") below · End jumps to the newest") }
        indicator.text = parts.joined(separator: " · ")
        indicator.isHidden = parts.isEmpty
        // The thumb: where the lines in view sit in the whole list.
        let total = displayed.count
        let track = CGFloat(rows.count) * Self.rowHeight
        guard total > rows.count, rows.count > 0 else { scrollThumb.isHidden = true; return }
        let h = max(12, track * CGFloat(rows.count) / CGFloat(total))
        let top = (track - h) * CGFloat(total - rows.count - linesFromBottom) / CGFloat(total - rows.count)
        scrollThumb.isHidden = false
        scrollThumb.frame = CGRect(x: bounds.width - 5, y: top, width: 4, height: h)
    }
}
