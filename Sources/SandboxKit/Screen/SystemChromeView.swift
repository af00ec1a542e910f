import Foundation

/// What iOS draws above every app: the status bar (the time, signal, Wi-Fi and battery), the sensor
/// housing (a notch or the Dynamic Island, black), and the home indicator. A view tree of its own,
/// in no window, so the app's hierarchy, hit testing and traces never see it; `SystemChrome` lays it
/// out for a window and draws it over the window's picture.
///
/// Sizes follow the Simulator's status bar: the time in 17-point semibold centred in the left part
/// of the bar, the indicators to the right (four signal bars, a Wi-Fi fan drawn as three arcs'
/// worth of bars, a 25 × 12 battery with its cap); content dark for `.default` and `.darkContent`,
/// white for `.lightContent`.
final class SystemChromeView: UIView {
    let statusBar = UIView()
    let timeLabel = UILabel()
    let signalBars: [UIView] = (0..<4).map { _ in UIView() }
    let wifiBars: [UIView] = (0..<3).map { _ in UIView() }
    let battery = UIView()
    let batteryLevel = UIView()
    let batteryCap = UIView()
    let housing = UIView()
    let homeIndicator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        timeLabel.text = "9:41"
        timeLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        timeLabel.textAlignment = .center
        statusBar.backgroundColor = nil
        statusBar.addSubview(timeLabel)
        for v in signalBars + wifiBars { v.layer.cornerRadius = 1; statusBar.addSubview(v) }
        battery.backgroundColor = nil
        battery.layer.borderWidth = 1
        battery.layer.cornerRadius = 3.5
        batteryLevel.layer.cornerRadius = 1.5
        battery.addSubview(batteryLevel)
        statusBar.addSubview(battery)
        batteryCap.layer.cornerRadius = 1
        statusBar.addSubview(batteryCap)
        addSubview(statusBar)
        housing.backgroundColor = .black
        addSubview(housing)
        homeIndicator.layer.cornerRadius = DeviceModel.homeIndicatorSize.height / 2
        addSubview(homeIndicator)
    }

    /// Lays the chrome out for `device` in `orientation`, the status bar `hidden` or in `style`.
    func configure(device: DeviceModel, size: CGSize, orientation: UIInterfaceOrientation, style: UIStatusBarStyle, hidden: Bool) {
        frame = CGRect(origin: .zero, size: size)
        let ink: UIColor = style.isLight ? .white : .black
        let barHeight = device.statusBarHeight(in: orientation)
        statusBar.isHidden = hidden || !device.showsStatusBar(in: orientation) || barHeight == 0
        statusBar.frame = CGRect(x: 0, y: 0, width: size.width, height: barHeight)
        // The time sits in the left ear (beside the housing), the indicators in the right one; on a
        // device without a housing, at the bar's left and right margins.
        let housingFrame = orientation.isLandscape ? nil : device.sensorHousing.frame(screenWidth: size.width)
        let ear = housingFrame.map { $0.minX } ?? size.width / 3
        let contentY = housingFrame.map { $0.midY } ?? barHeight / 2
        timeLabel.textColor = ink
        let timeWidth: CGFloat = 54
        let timeX = housingFrame != nil ? ((ear - timeWidth) / 2).rounded() + 8 : 16
        timeLabel.frame = CGRect(x: timeX, y: (contentY - 11).rounded(), width: timeWidth, height: 22)
        let rightEarStart = housingFrame.map { $0.maxX } ?? size.width * 2 / 3
        let rightWidth: CGFloat = 4 * 4 + 3 * 1 + 6 + 15 + 6 + 27
        var x = housingFrame != nil ? (rightEarStart + (size.width - rightEarStart - rightWidth) / 2).rounded() : size.width - 16 - rightWidth
        for (i, bar) in signalBars.enumerated() {
            let h = CGFloat(4 + 2 * i)
            bar.backgroundColor = ink
            bar.frame = CGRect(x: x, y: (contentY + 5 - h).rounded(), width: 3, height: h)
            x += 4
        }
        x += 6
        for (i, bar) in wifiBars.enumerated() {
            let w = CGFloat(15 - 5 * i)
            bar.backgroundColor = ink
            bar.frame = CGRect(x: x + (15 - w) / 2, y: (contentY - 5 + CGFloat(i) * 4).rounded(), width: w, height: 2)
        }
        x += 15 + 6
        battery.layer.borderColor = ink.withAlphaComponent(0.4).cgColor
        battery.frame = CGRect(x: x, y: (contentY - 6).rounded(), width: 25, height: 12)
        batteryLevel.backgroundColor = ink
        batteryLevel.frame = CGRect(x: 2, y: 2, width: 21, height: 8)
        batteryCap.backgroundColor = ink.withAlphaComponent(0.4)
        batteryCap.frame = CGRect(x: x + 26, y: (contentY - 2).rounded(), width: 1.5, height: 4)
        housing.isHidden = housingFrame == nil
        if let h = housingFrame {
            if case .notch = device.sensorHousing {
                // the notch's lower corners are rounded; its upper ones are above the screen's edge
                let r: CGFloat = 20
                housing.frame = CGRect(x: h.minX, y: h.minY - r, width: h.width, height: h.height + r)
                housing.layer.cornerRadius = r
            } else {
                housing.frame = h
                housing.layer.cornerRadius = h.height / 2
            }
        }
        homeIndicator.isHidden = !device.hasHomeIndicator
        let hs = DeviceModel.homeIndicatorSize
        homeIndicator.frame = CGRect(x: ((size.width - hs.width) / 2).rounded(), y: size.height - DeviceModel.homeIndicatorBottomGap - hs.height,
                                     width: hs.width, height: hs.height)
        homeIndicator.backgroundColor = ink
    }
}
