import Foundation

/// The wheels of a date picker in the wheels style: what each wheel lists for the picker's mode, and
/// the date a choice of rows makes. It is the picker view's data source and delegate.
@MainActor
final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    weak var picker: UIDatePicker?

    enum Wheel { case month, day, year, dayOfYear, hour12, minute, meridiem, hours, minutes }

    /// The years the year wheel lists.
    static let years = 1900...2100
    /// The day wheel of `.dateAndTime` lists the days this far either side of the date it was built for.
    static let dayReach = 365
    /// The day `.dateAndTime`'s day wheel is centred on (its row `dayReach`).
    private var dayWheelCentre = Date()

    var wheels: [Wheel] {
        switch picker?.datePickerMode ?? .date {
        case .date: return [.month, .day, .year]
        case .time: return [.hour12, .minute, .meridiem]
        case .dateAndTime: return [.dayOfYear, .hour12, .minute, .meridiem]
        case .countDownTimer: return [.hours, .minutes]
        case .yearAndMonth: return [.month, .year]
        }
    }

    private var minuteStep: Int { picker?.minuteInterval ?? 1 }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard wheels.indices.contains(component) else { return 0 }
        switch wheels[component] {
        case .month: return 12
        case .day: return 31
        case .year: return Self.years.count
        case .dayOfYear: return 2 * Self.dayReach + 1
        case .hour12: return 12
        case .minute, .minutes: return 60 / minuteStep
        case .meridiem: return 2
        case .hours: return 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let wide = wheels.indices.contains(component) && (wheels[component] == .month || wheels[component] == .dayOfYear)
        let share = pickerView.evenComponentWidth
        return wheels.count > 2 && wide ? share * 1.4 : share * (wheels.count > 2 ? 0.8 : 1)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let picker, wheels.indices.contains(component) else { return nil }
        let cal = picker.workingCalendar
        switch wheels[component] {
        case .month:
            let f = DateFormatter()
            f.locale = picker.locale ?? Locale(identifier: "en_US")
            return f.monthSymbols[row % 12]
        case .day: return "\(row + 1)"
        case .year: return "\(Self.years.lowerBound + row)"
        case .dayOfYear:
            let day = cal.date(byAdding: .day, value: row - Self.dayReach, to: dayWheelCentre) ?? dayWheelCentre
            if cal.isDate(day, inSameDayAs: Date()) { return "Today" }
            let f = DateFormatter()
            f.locale = picker.locale ?? Locale(identifier: "en_US")
            f.timeZone = cal.timeZone
            f.dateFormat = "EEE MMM d"
            return f.string(from: day)
        case .hour12: return "\(row + 1)"
        case .minute: return String(format: "%02d", row * minuteStep)
        case .meridiem: return row == 0 ? "AM" : "PM"
        case .hours: return "\(row) hours"
        case .minutes: return "\(row * minuteStep) min"
        }
    }

    /// Turns the wheels to the picker's date (or count-down duration).
    func showDate(on pickerView: UIPickerView) {
        guard let picker else { return }
        if picker.datePickerMode == .countDownTimer {
            let total = Int(picker.countDownDuration)
            pickerView.selectRow(total / 3600, inComponent: 0, animated: false)
            pickerView.selectRow((total % 3600) / 60 / minuteStep, inComponent: 1, animated: false)
            return
        }
        let cal = picker.workingCalendar
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        if picker.datePickerMode == .dateAndTime, abs(cal.dateComponents([.day], from: dayWheelCentre, to: picker.date).day ?? 0) > Self.dayReach / 2 {
            dayWheelCentre = picker.date
            pickerView.reloadAllComponents()
        }
        for (i, wheel) in wheels.enumerated() {
            let row: Int
            switch wheel {
            case .month: row = (c.month ?? 1) - 1
            case .day: row = (c.day ?? 1) - 1
            case .year: row = (c.year ?? Self.years.lowerBound) - Self.years.lowerBound
            case .dayOfYear:
                row = Self.dayReach + (cal.dateComponents([.day], from: cal.startOfDay(for: dayWheelCentre),
                                                          to: cal.startOfDay(for: picker.date)).day ?? 0)
            case .hour12: row = ((c.hour ?? 0) + 11) % 12
            case .minute: row = (c.minute ?? 0) / minuteStep
            case .meridiem: row = (c.hour ?? 0) < 12 ? 0 : 1
            case .hours, .minutes: row = 0
            }
            pickerView.selectRow(row, inComponent: i, animated: false)
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let picker else { return }
        if picker.datePickerMode == .countDownTimer {
            let hours = pickerView.selectedRow(inComponent: 0), minutes = pickerView.selectedRow(inComponent: 1) * minuteStep
            picker.wheelsPicked(countDown: TimeInterval(hours * 3600 + minutes * 60))
            return
        }
        let cal = picker.workingCalendar
        var c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: picker.date)
        var hour12: Int?, pm: Bool?
        for (i, wheel) in wheels.enumerated() {
            let r = pickerView.selectedRow(inComponent: i)
            switch wheel {
            case .month: c.month = r + 1
            case .day: c.day = r + 1
            case .year: c.year = Self.years.lowerBound + r
            case .dayOfYear:
                let day = cal.date(byAdding: .day, value: r - Self.dayReach, to: dayWheelCentre) ?? dayWheelCentre
                let d = cal.dateComponents([.year, .month, .day], from: day)
                c.year = d.year; c.month = d.month; c.day = d.day
            case .hour12: hour12 = r + 1
            case .minute: c.minute = r * minuteStep
            case .meridiem: pm = r == 1
            case .hours, .minutes: break
            }
        }
        if let hour12 { c.hour = hour12 % 12 + ((pm ?? ((c.hour ?? 0) >= 12)) ? 12 : 0) }
        else if let pm, let h = c.hour { c.hour = h % 12 + (pm ? 12 : 0) }
        // a day past the month's end (31 February) becomes the month's last day, as UIKit's wheel rolls back
        if let y = c.year, let m = c.month, let first = cal.date(from: DateComponents(year: y, month: m, day: 1)),
           let days = cal.range(of: .day, in: .month, for: first)?.count, let d = c.day, d > days {
            c.day = days
        }
        guard let picked = cal.date(from: c) else { return }
        picker.wheelsPicked(picked)
    }
}
