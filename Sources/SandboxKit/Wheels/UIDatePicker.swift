import Foundation

/// UIKit's date picker: a control whose `date` the user picks, sending `valueChanged` when they do.
///
/// Styles: `.compact` (what `.automatic` is on iOS 14 and later, except for the count-down timer) shows
/// the date and/or time, per `datePickerMode`, as text in grey rounded bubbles ("Nov 28, 2026",
/// "2:05 PM"); `.wheels` shows a 216-point picker of wheels (month, day and year; hour, minute and
/// AM/PM; hours and minutes for `.countDownTimer`; month and year for `.yearAndMonth`; a day wheel of
/// the year around the date for `.dateAndTime`). Turning a wheel changes `date` (kept inside
/// `minimumDate...maximumDate`, as UIKit turns it back) and sends `valueChanged`; setting `date` in
/// code turns the wheels and sends nothing.
///
/// Not simulated: the compact style's pop-up calendar (a tap on a bubble says so once), and the
/// `.inline` style's month calendar, drawn as the wheels (choosing it says so once).
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }

    open var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { styleDidChange() } } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet {
            if preferredDatePickerStyle == .inline { NotSimulated.record("UIDatePickerStyle.inline (drawn as .wheels)") }
            if preferredDatePickerStyle != oldValue { styleDidChange() }
        }
    }
    /// The style shown: `.automatic` resolved as UIKit resolves it on an iPhone.
    open var datePickerStyle: UIDatePickerStyle {
        switch preferredDatePickerStyle {
        case .automatic: return datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth ? .wheels : .compact
        case .inline: return datePickerMode == .countDownTimer ? .wheels : .inline
        case .wheels, .compact: return preferredDatePickerStyle
        }
    }

    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue); showDate() }
    }
    private var storedDate = Date()
    open var minimumDate: Date? { didSet { storedDate = clamped(storedDate); showDate() } }
    open var maximumDate: Date? { didSet { storedDate = clamped(storedDate); showDate() } }
    open var locale: Locale? { didSet { showDate() } }
    open var calendar: Calendar! = Calendar(identifier: .gregorian) { didSet { showDate() } }
    open var timeZone: TimeZone? { didSet { showDate() } }
    /// The minute wheel's step, 1 to 30 and dividing 60 (other values are ignored, as in UIKit).
    open var minuteInterval = 1 {
        didSet { if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = oldValue } else { showDate() } }
    }
    /// The count-down timer's length in seconds (under a day), shown on its wheels.
    open var countDownDuration: TimeInterval = 0 {
        didSet { countDownDuration = min(max(countDownDuration.isFinite ? countDownDuration : 0, 0), 86_399); showDate() }
    }
    open var roundsToMinuteInterval = true

    private let wheels = UIPickerView()
    private let wheelsSource = DatePickerWheels()
    private let dateBubble = UILabel()
    private let timeBubble = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        wheelsSource.picker = self
        wheels.dataSource = wheelsSource
        wheels.delegate = wheelsSource
        for bubble in [dateBubble, timeBubble] {
            bubble.textAlignment = .center
            bubble.font = .systemFont(ofSize: 17)
            bubble.backgroundColor = .tertiarySystemFill
            bubble.layer.cornerRadius = 6
            bubble.clipsToBounds = true
        }
        styleDidChange()
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    public convenience init() { self.init(frame: .zero) }

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    private func clamped(_ d: Date) -> Date {
        var d = d
        if let min = minimumDate, d < min { d = min }
        if let max = maximumDate, d > max { d = max }
        return d
    }

    var workingCalendar: Calendar {
        var c = calendar ?? Calendar(identifier: .gregorian)
        c.timeZone = timeZone ?? .current
        return c
    }

    private func formatter(_ date: DateFormatter.Style, _ time: DateFormatter.Style) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale ?? Locale(identifier: "en_US")
        f.calendar = workingCalendar
        f.timeZone = workingCalendar.timeZone
        f.dateStyle = date
        f.timeStyle = time
        return f
    }

    /// The compact style's texts: the date bubble's and the time bubble's (nil when the mode has none).
    var compactTexts: (date: String?, time: String?) {
        let showsDate = datePickerMode != .time, showsTime = datePickerMode == .time || datePickerMode == .dateAndTime
        return (showsDate ? formatter(.medium, .none).string(from: storedDate) : nil,
                // ICU puts a narrow no-break space before AM/PM; the bundled fonts draw a plain one
                showsTime ? formatter(.none, .short).string(from: storedDate).replacingOccurrences(of: "\u{202F}", with: " ") : nil)
    }

    // MARK: Showing

    private var showsWheels: Bool { datePickerStyle != .compact }

    private func styleDidChange() {
        if showsWheels {
            dateBubble.removeFromSuperview()
            timeBubble.removeFromSuperview()
            if wheels.superview !== self { addSubview(wheels) }
        } else {
            wheels.removeFromSuperview()
            if dateBubble.superview !== self { addSubview(dateBubble) }
            if timeBubble.superview !== self { addSubview(timeBubble) }
        }
        wheels.reloadAllComponents()
        showDate()
        invalidateIntrinsicContentSize()
    }

    private func showDate() {
        let texts = compactTexts
        dateBubble.text = texts.date
        dateBubble.isHidden = texts.date == nil
        timeBubble.text = texts.time
        timeBubble.isHidden = texts.time == nil
        wheelsSource.showDate(on: wheels)
        setNeedsLayout()
    }

    private func bubbleSize(_ label: UILabel) -> CGSize {
        guard !label.isHidden else { return .zero }
        let s = label.sizeThatFits(.zero)
        return CGSize(width: (s.width + 22).rounded(.up), height: 34)
    }

    open override var intrinsicContentSize: CGSize {
        if showsWheels { return CGSize(width: 320, height: UIPickerView.standardHeight) }
        let d = bubbleSize(dateBubble), t = bubbleSize(timeBubble)
        return CGSize(width: d.width + t.width + (d.width > 0 && t.width > 0 ? 6 : 0), height: 34)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if showsWheels {
            wheels.frame = b
            return
        }
        // the bubbles sit at the trailing edge, as UIKit's compact picker does
        let d = bubbleSize(dateBubble), t = bubbleSize(timeBubble)
        var x = b.maxX - t.width
        timeBubble.frame = CGRect(x: x, y: (b.midY - t.height / 2).rounded(), width: t.width, height: t.height)
        if t.width > 0 { x -= 6 }
        x -= d.width
        dateBubble.frame = CGRect(x: x, y: (b.midY - d.height / 2).rounded(), width: d.width, height: d.height)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if !showsWheels { NotSimulated.record("UIDatePicker's compact pop-up calendar") }
        return false
    }

    /// A wheel was turned to a new date: keep it inside the limits, show it, tell the targets.
    func wheelsPicked(_ picked: Date) {
        storedDate = clamped(picked)
        showDate()
        sendActions(for: .valueChanged)
    }

    func wheelsPicked(countDown seconds: TimeInterval) {
        countDownDuration = seconds
        sendActions(for: .valueChanged)
    }
}

public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }
