import DeviceLink
import Foundation
import SandboxKit

/// The window's keys, from the keyboard and the overlay's controls. While a text field or text view of
/// the device (the local one or a device process) holds the keyboard, every key that types goes to it, as
/// a hardware keyboard types on the Simulator: the characters from SDL's text input (so Shift-2 is "@",
/// not "2"), and Return, Backspace, Tab and the arrows as keys; Escape still quits, and a key pressed with
/// Ctrl, Alt or Super is the sandbox's shortcut (the status line says so). Otherwise a key goes to the
/// first that takes it: a device process (the controls that act on the device, and any key that is not a
/// shortcut), the sandbox's shortcuts, the demo's own keys, and last the local device application.
extension SandboxApp {
    /// A text input of the device shown holds the keyboard.
    var isTyping: Bool { device.map(\.keyboardShown) ?? deviceApp.isKeyboardShown }

    /// A key the focused text input takes as a character (which then comes as text from a real window).
    static func isCharacterKey(_ key: String) -> Bool { key == "Space" || key.count == 1 }

    /// Text typed in the window: for the focused text input, character by character; nothing otherwise
    /// (the key events of the same presses are the shortcuts then).
    func handleText(_ text: String) {
        guard isTyping else { return }
        for character in text { typeKey(character == " " ? "Space" : String(character)) }
    }

    /// A key pressed with a modifier: always the sandbox's, even while typing.
    func handleModifiedKey(_ key: String) {
        if let device, handleDeviceKey(key, device) { updateStatus(); return }
        if !handleShortcut(key) { deviceApp.post(.key(key)) }
        deviceApp.setNeedsFrame()
        updateStatus()
    }

    private func typeKey(_ key: String) {
        if let device {
            device.host?.send(.input(.key(key)))
        } else {
            deviceApp.post(.key(key))
            deviceApp.setNeedsFrame()
        }
        updateStatus()
    }

    /// What L says while a device process is shown: its frames come at the size it was started with.
    static var fixedScreenNotice: String {
        "rotation: a device process's screen stays \(Int(DeskLayout.deviceSize.width))×\(Int(DeskLayout.deviceSize.height))"
    }

    func handleKey(_ key: String) {
        if isTyping, key != "Escape" {
            // From a real window a character key's text follows as text input: typing it here too would
            // type it twice (and "2" where "@" was typed).
            if typedCharactersComeAsText && Self.isCharacterKey(key) { updateStatus(); return }
            typeKey(key)
            return
        }
        if let device, handleDeviceKey(key, device) { updateStatus(); return }
        if !handleShortcut(key) && deviceApp.perform({ shownDemoKeys?.handleKey(key) }) != true {
            deviceApp.post(.key(key))
        }
        deviceApp.setNeedsFrame()
        updateStatus()
    }

    /// L: turns the local device between portrait and landscape (844×390), as the Simulator's rotate
    /// command does (`UIApplication.rotate(to:animated:)`): the demo's root hears
    /// `viewWillTransition(to:with:)`, then the window takes the new size in the rotation's animation
    /// (slowed by S, held by Space), and the desk places the screen as it turns. Landscape is
    /// `.landscapeLeft`; the device keeps its orientation when another demo is picked.
    func rotateDevice() {
        deviceApp.rotate(to: deviceApp.interfaceOrientation == .portrait ? .landscapeLeft : .portrait, animated: true)
        host?.setNeedsLayout()
    }

    /// A: the Simulator's Features > Toggle Appearance (Shift-Cmd-A there): the device turns dark or light,
    /// its views hear the trait change and redraw in the new colours. The local device application keeps
    /// the window's choice, which a device process is sent and started with.
    func toggleAppearance() {
        deviceApp.userInterfaceStyle = deviceApp.userInterfaceStyle == .dark ? .light : .dark
    }

    /// F: the next text size (Dynamic Type), as the Accessibility Inspector's font-size slider steps:
    /// extra small to accessibility XXXL, then extra small again.
    func stepTextSize() {
        deviceApp.preferredContentSizeCategory = deviceApp.preferredContentSizeCategory.next
    }

    /// The sandbox's own shortcuts, on the local device; false for any other key.
    func handleShortcut(_ key: String) -> Bool {
        let clock = deviceApp.animationClock
        switch key {
        case "p", "P": desk.overlay.eventList.setPaused(!desk.overlay.eventList.isPaused)
        case "PageUp", "PageDown", "Home", "End": _ = desk.overlay.eventList.handleKey(key)
        case "Escape": host?.stop()
        case "s", "S": clock.slowFactor = clock.slowFactor == 1 ? slowFactor : 1
        case "Space": clock.isPaused.toggle()
        case "n", "N", "Right": clock.step()
        case "o", "O":
            desk.showsOverlay.toggle()
            host?.setNeedsLayout()
        case "c", "C": desk.overlay.clear()
        case "v", "V": viewInspector.toggle(on: device)
        case "m", "M": deviceApp.simulateMemoryWarning()
        case "l", "L": rotateDevice()
        case "a", "A": toggleAppearance()
        case "f", "F": stepTextSize()
        case "t", "T": toggleChromeTrace()
        case "r", "R": toggleRecording()
        default: return false
        }
        return true
    }

    /// The controls that act on the device, sent to a device process (its clock and memory are its own);
    /// false for the window's own keys.
    func handleDeviceKey(_ key: String, _ device: DeviceSession) -> Bool {
        let send = { (m: HostMessage) in device.host?.send(m) }
        switch key {
        case "s", "S":
            deviceSlow.toggle()
            send(.slowFactor(deviceSlow ? slowFactor : 1))
        case "Space":
            devicePaused.toggle()
            send(.paused(devicePaused))
        case "n", "N", "Right": send(.step)
        case "m", "M": send(.memoryWarning)
        case "l", "L": notice = Self.fixedScreenNotice
        case "a", "A":
            toggleAppearance()
            device.appearance = deviceApp.userInterfaceStyle
            send(.appearance(dark: deviceApp.userInterfaceStyle == .dark))
        case "f", "F":
            stepTextSize()
            device.textSize = deviceApp.preferredContentSizeCategory
            send(.textSize(UIContentSizeCategory.allCategories.firstIndex(of: deviceApp.preferredContentSizeCategory) ?? 3))
        case "p", "P", "PageUp", "PageDown", "Home", "End", "Escape", "o", "O", "c", "C", "r", "R", "t", "T", "v", "V": return false
        default: send(.input(.key(key)))
        }
        return true
    }
}
