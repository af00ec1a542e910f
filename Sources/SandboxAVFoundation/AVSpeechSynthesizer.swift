import Foundation
import SandboxKit

/// Text to speech, without a voice: an utterance is "spoken" at once, the delegate hearing it start and
/// finish on later turns of the main queue, as it would for a very short utterance.
@MainActor
open class AVSpeechSynthesizer: NSObject {
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    open private(set) var isSpeaking = false
    open private(set) var isPaused = false

    public override init() {}

    open func speak(_ utterance: AVSpeechUtterance) {
        NotSimulated.record("AVSpeechSynthesizer.speak(_:) (no sound is played)")
        isSpeaking = true
        let app = UIApplication.shared
        app.mainQueue.enqueue(at: app.clock.now) { [weak self] in
            guard let self else { return }
            delegate?.speechSynthesizer(self, didStart: utterance)
            isSpeaking = false
            delegate?.speechSynthesizer(self, didFinish: utterance)
        }
    }

    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        defer { isSpeaking = false }
        return isSpeaking
    }

    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult
    open func continueSpeaking() -> Bool { false }
}

public enum AVSpeechBoundary: Int, Sendable { case immediate, word }

@MainActor
open class AVSpeechUtterance: NSObject {
    public let speechString: String
    open var voice: AVSpeechSynthesisVoice?
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0

    public init(string: String) { speechString = string }
}

public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

@MainActor
open class AVSpeechSynthesisVoice: NSObject {
    public let language: String
    public init?(language: String?) { self.language = language ?? "en-US" }
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
}

@MainActor
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
}
