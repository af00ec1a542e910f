import DeviceLink
import Foundation
import SandboxKit

/// The window's keys, from the keyboard and the overlay's controls. A key goes to the first that takes
/// it: a device process (the controls that act on the device, and any key that is not a shortcut), a
/// focused text field of the local device, the sandbox's shortcuts, the demo's own keys, and last the
/// local device application.
extension SandboxApp {
    /// What L says while a device process is shown: its frames come at the size it was started with.
    static let fixedScreenNotice = "rotation: a device process's screen stays 390×844"

    func handleKey(_ key: String) {
        if let device, handleDeviceKey(key, device) { updateStatus(); return }
        // a focused text field of the in-process device types every key but Escape (the sandbox's own
        // shortcuts would take s, n, c, Space…); a device process's keys other than the shortcuts go to it anyway
        if device == nil, key != "Escape", deviceApp.isKeyboardShown {
            deviceApp.post(.key(key))
            deviceApp.setNeedsFrame()
            return
        }
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

    /// The sandbox's own shortcuts, on the local device; false for any other key.
    private func handleShortcut(_ key: String) -> Bool {
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
        case "t", "T": toggleChromeTrace()
        case "r", "R": toggleRecording()
        default: return false
        }
        return true
    }

    /// The controls that act on the device, sent to a device process (its clock and memory are its own);
    /// false for the window's own keys.
    private func handleDeviceKey(_ key: String, _ device: DeviceSession) -> Bool {
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
        case "p", "P", "PageUp", "PageDown", "Home", "End", "Escape", "o", "O", "c", "C", "r", "R", "t", "T", "v", "V": return false
        default: send(.input(.key(key)))
        }
        return true
    }
}
